import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { PROJECT_UI as UI } from './projects.content';

/** After a successful submit: the server's word on it (pending review, or updated) and the way on. */
export function ProjectDone({ editing, message }: { editing: boolean; message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card space-y-3" aria-labelledby="project-done">
      <h2 id="project-done" ref={heading} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {editing ? UI.updatedTitle : UI.createdTitle}
      </h2>
      <p className="text-ink">{message}</p>
      <Link href={PATHS.sellerProjects} className="btn-solid">
        {UI.myProjects}
      </Link>
    </section>
  );
}
