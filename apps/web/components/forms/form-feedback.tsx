import { type ReactNode, useEffect, useRef } from 'react';

/** What replaces a form once it is sent. It takes focus, so the thanks is read out at once. */
export function FormThanks({
  className,
  title,
  children,
}: {
  className?: string;
  title: string;
  children: ReactNode;
}) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.focus(), []);
  return (
    <div className={className} data-state="success">
      <div ref={card} data-part="thanks" tabIndex={-1} role="status">
        <p data-part="thanks-title">
          <span aria-hidden="true">✓{'\u00a0'}</span>
          {title}
        </p>
        <p>{children}</p>
      </div>
    </div>
  );
}

/** Tells screen-reader users how many fields need correcting after a rejected submit. */
export function ErrorSummary({ count }: { count: number }) {
  return (
    <p data-part="summary" className="visually-hidden" role="status">
      {count > 0 ? `Please correct ${count} field(s).` : ''}
    </p>
  );
}
