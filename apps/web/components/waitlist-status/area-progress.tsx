import type { AreaProgress as Progress } from '@brp/core/area-progress';
import styled from 'styled-components';

import { theme } from '@/styles/tokens';

const Area = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  width: 100%;
  max-width: 26rem;
  padding: ${theme.space[5]};
  margin: ${theme.space[5]} auto 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceMuted};
  text-align: left;
`;

const Counts = styled.p`
  font-weight: ${theme.weight.semibold};
  color: ${theme.color.ink};
`;

const Sentence = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.text.sm};
`;

const BarLabel = styled.span`
  display: flex;
  justify-content: space-between;
  font-size: ${theme.text.xs};
  color: ${theme.color.inkMuted};
`;

const Track = styled.span`
  display: block;
  height: 0.625rem;
  margin-top: ${theme.space[1]};
  overflow: hidden;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.border};
`;

// The share is a variable set on the element: one rule, whatever the count.
const Fill = styled.span`
  display: block;
  width: var(--share);
  height: 100%;
  border-radius: inherit;
  background: ${theme.color.accent};
`;

function Bar({ label, count, needed }: { label: string; count: number; needed: number }) {
  const share = Math.min(1, count / Math.max(1, needed));
  return (
    <div>
      <BarLabel aria-hidden="true">
        <span>{label}</span>
        <span>
          {count.toLocaleString('en-US')} / {needed.toLocaleString('en-US')}
        </span>
      </BarLabel>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={needed}
        aria-valuenow={Math.min(count, needed)}
        aria-valuetext={`${count.toLocaleString('en-US')} of ${needed.toLocaleString('en-US')}`}
      >
        <Fill style={{ '--share': `${Math.round(share * 100)}%` }} />
      </Track>
    </div>
  );
}

/** A confirmed person's own area: its counts against what the pilot needs there, with bars, and
 * what is missing; below the privacy floor, one sentence and no count. */
export function AreaProgress({ progress }: { progress: Progress }) {
  return (
    <Area aria-labelledby="own-area">
      <h2 id="own-area">{progress.heading}</h2>
      {progress.kind === 'counts' && (
        <>
          <Counts>{progress.counts}</Counts>
          <Bar label="Neighbours" {...progress.users} />
          <Bar label="Local shops" {...progress.vendors} />
        </>
      )}
      <Sentence>{progress.sentence}</Sentence>
    </Area>
  );
}
