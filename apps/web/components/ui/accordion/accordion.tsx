'use client';

import { type ReactNode, useId, useState } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  className?: string;
  items: AccordionItem[];
  /** The heading level of the item titles, to fit the page's outline. */
  level?: 2 | 3 | 4;
}

/**
 * Questions or steps, one open at a time: opening one closes the other, activating the open one
 * closes it. Closed panels are inert, so their content is neither tabbable nor read out.
 */
export function Accordion({ className, items, level = 3 }: AccordionProps) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const Heading = `h${level}` as const;
  return (
    <div className={className}>
      {items.map((item) => {
        const expanded = open === item.id;
        const panelId = `${baseId}-${item.id}-panel`;
        const buttonId = `${baseId}-${item.id}-button`;
        return (
          <div key={item.id} data-part="item" data-open={expanded}>
            <Heading data-part="heading">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                <span>{item.title}</span>
                <span data-part="chevron" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              data-part="panel"
              inert={!expanded}
            >
              <div data-part="panel-inner">{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
