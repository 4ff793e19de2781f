import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { ADD_PROPERTY_COPY as C } from './add-property.content';

/** After a successful submit: the listing waits for review; on to the list or another listing. */
export function AddPropertyDone({
  editing,
  message,
  onAddAnother,
}: {
  editing: boolean;
  message: string;
  onAddAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card space-y-3" aria-labelledby="add-property-done">
      <h2 id="add-property-done" ref={heading} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {editing ? C.updatedTitle : C.successTitle}
      </h2>
      <p className="text-ink">{message}</p>
      {editing ? null : <p className="text-sm text-muted">{C.successBody}</p>}
      {editing ? null : <p className="text-sm text-muted">{C.reviewTime}</p>}
      <div className="flex flex-wrap gap-3">
        <Link href={PATHS.sellerProperties} className="btn-solid">
          {C.myProperties}
        </Link>
        <button type="button" className="btn-outline" onClick={onAddAnother}>
          {C.addAnother}
        </button>
      </div>
    </section>
  );
}
