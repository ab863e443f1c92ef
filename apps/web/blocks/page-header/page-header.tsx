import { BACK_LINKS } from '@brp/core/addresses';

import { PageHeader } from '@/components/page/page-header';
import { ScrollToTop } from '@/components/page/scroll-to-top';
import { ButtonRow } from '@/components/ui/button-row/button-row';

import { ActionButton } from '../shared/action-button';
import type { Block } from '../shared/block';

/** The page header block: the page's h1, with its eyebrow, subtitle, buttons and way back. */
export function PageHeaderBlock({ block }: { block: Block<'pageHeader'> }) {
  const buttons = (block.buttons ?? []).map((button) => (
    <ActionButton key={button._key} button={button} variant={button.look ?? 'primary'} />
  ));
  const back = block.backTo && { section: block.backTo, label: BACK_LINKS[block.backTo] };
  return (
    <>
      {/* A page with a way back (a feature page) opens at its top, whatever scroll the browser kept. */}
      {back ? <ScrollToTop /> : null}
      <PageHeader
        back={back}
        eyebrow={block.eyebrow}
        comingSoon={block.comingSoon}
        title={block.title}
        subtitle={block.subtitle}
      >
        {buttons.length > 1 ? <ButtonRow>{buttons}</ButtonRow> : buttons}
      </PageHeader>
    </>
  );
}
