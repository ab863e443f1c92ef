import { type ReactNode, useId } from 'react';

import { Chevron, Item, List, Panel, Summary, Title } from './accordion-styles';

interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** The heading level of the item titles, to fit the page's outline. */
  level?: 2 | 3 | 4;
}

/**
 * Questions or steps, one open at a time: opening one closes the other, activating the open one
 * closes it. Native `<details>` sharing one `name` do all of it without a script, from the
 * keyboard too, and closed panels are neither tabbable nor read out.
 */
export function Accordion({ items, level = 3 }: AccordionProps) {
  const group = useId();
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id} name={group}>
          <Summary>
            <Title as={`h${level}`}>{item.title}</Title>
            <Chevron aria-hidden="true" />
          </Summary>
          <Panel>{item.content}</Panel>
        </Item>
      ))}
    </List>
  );
}
