import { FigureText } from '@/components/ui/figure-text/figure-text';

/**
 * A line that opens in bold, as editors write it: the bold words, then the rest, joined with a
 * space unless it opens with punctuation ("**Track everything**: points…"). Figures are filled.
 */
export function BoldLead({ lead, text }: { lead: string; text: string }) {
  const rest = /^[,.;:!?)]/.test(text) ? text : ` ${text}`;
  return (
    <>
      <strong>
        <FigureText text={lead} />
      </strong>
      <FigureText text={rest} />
    </>
  );
}
