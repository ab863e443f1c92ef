/**
 * A line that opens in bold, as editors write it: the bold words, then the rest. The rest is
 * joined with a space unless it opens with punctuation ("**Track everything**: points…"), in one
 * text node so the words are shaped as one run.
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
