import styled from 'styled-components';

import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { copyPill } from '@/components/ui/copy-button/copy-pill-styles';
import { theme } from '@/styles/tokens';
import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';

const Snippet = styled.figure`
  /* A grid item grows to its content's width unless told otherwise: the code scrolls instead. */
  min-width: 0;
  margin: 0;
  overflow: hidden;
  border: 1px solid ${theme.color.nightBorder};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.night};
  color: ${theme.color.onNight};
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[5]};
    border-bottom: 1px solid ${theme.color.nightBorder};
    font-size: ${theme.text.sm};
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.onNightMuted};
  }
  pre {
    margin: 0;
    padding: ${theme.space[5]};
    overflow-x: auto;
    font-family: ${theme.font.mono};
    font-size: ${theme.text.sm};
    line-height: 1.7;
  }
  pre:focus-visible {
    outline: 3px solid ${theme.color.focusOnNight};
    outline-offset: -3px;
  }
`;

const Copy = styled(CopyButton)`
  ${copyPill({
    border: theme.color.nightBorder,
    background: theme.color.nightRaised,
    color: theme.color.onNight,
  })}
  &[data-copied='true'] button {
    border-color: ${theme.color.accentBright};
    color: ${theme.color.accentBright};
  }
  :focus-visible {
    outline-color: ${theme.color.focusOnNight};
  }
`;

const Snippets = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  max-width: 52rem;
  margin: 0 auto;
`;

function CodeSnippet({
  caption,
  code,
  copyLabel,
}: {
  caption: string;
  code: string;
  copyLabel: string;
}) {
  return (
    <Snippet>
      <figcaption>
        {caption}
        <Copy text={code} label={copyLabel} />
      </figcaption>
      {/* Scrollable code must be reachable by keyboard to be read. */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </Snippet>
  );
}

interface Snippet {
  _key: string;
  caption: string;
  code: string;
  copyLabel: string;
}

/** Code to read and copy, one block per snippet: the API page's quick start. */
function CodeSnippets({ snippets }: { snippets: Snippet[] }) {
  return (
    <Snippets>
      {snippets.map((snippet) => (
        <CodeSnippet
          key={snippet._key}
          caption={snippet.caption}
          code={snippet.code}
          copyLabel={snippet.copyLabel}
        />
      ))}
    </Snippets>
  );
}

/** The codeSnippets block: its heading, then what it holds. */
export function CodeSnippetsBlock({ block }: { block: Block<'codeSnippets'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <CodeSnippets snippets={block.snippets} />
    </Band>
  );
}
