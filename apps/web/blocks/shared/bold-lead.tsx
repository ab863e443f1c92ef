/**
 * A line that opens in bold, as editors write it: the bold words, then the rest, joined with a
 * space unless it opens with punctuation ("**Track everything**: points…"). Its figures are filled when the page is read.
 */
export function BoldLead({ lead, text }: { lead: string; text: string }) {
  const rest = /^[,.;:!?)]/.test(text) ? text : ` ${text}`;
  return (
    <>
      <strong>{lead}</strong>
      {rest}
    </>
  );
}
