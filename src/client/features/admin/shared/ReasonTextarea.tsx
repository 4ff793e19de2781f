import { MODERATION_LIMITS } from '../../../../shared/admin/moderation-contract';

interface ReasonTextareaProps {
  id: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}

/** A rejection reason the person will read: required, within the server's length limits. */
export function ReasonTextarea({ id, className, value, onChange, describedBy }: ReasonTextareaProps) {
  return (
    <textarea
      id={id}
      className={className}
      rows={4}
      required
      minLength={MODERATION_LIMITS.reasonMin}
      maxLength={MODERATION_LIMITS.reasonMax}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
