import { SITE } from '../../../../shared/site';

/** The office's postal address, a line a block (for inside an <address>). */
export function OfficeAddressLines() {
  const { address } = SITE;
  return (
    <>
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
    </>
  );
}
