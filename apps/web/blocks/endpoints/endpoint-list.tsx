import styled from 'styled-components';

import { media, theme } from '@/styles/tokens';

const Endpoints = styled.dl`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 52rem;
  margin: 0 auto;
  > div {
    display: grid;
    gap: ${theme.space[2]};
    /* A grid item grows to its longest word: the path wraps instead, within a 320 px phone. */
    min-width: 0;
    padding: ${theme.space[5]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    ${media.md} {
      grid-template-columns: 22rem 1fr;
      align-items: center;
    }
  }
  dt {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]} ${theme.space[3]};
    align-items: center;
    overflow-wrap: anywhere;
    font-family: ${theme.font.mono};
    font-size: ${theme.text.sm};
  }
  dd {
    margin: 0;
    color: ${theme.color.inkMuted};
  }
`;

const Method = styled.span<{ $method: string }>`
  padding: 0.1rem ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${({ $method }) => ($method === 'GET' ? theme.color.successSoft : theme.color.primarySoft)};
  color: ${({ $method }) => ($method === 'GET' ? theme.color.success : theme.color.primary)};
  font-weight: ${theme.weight.bold};
`;

const Note = styled.p`
  max-width: 52rem;
  margin: ${theme.space[6]} auto 0;
  color: ${theme.color.inkMuted};
`;

export interface Endpoint {
  _key: string;
  method: string;
  path: string;
  description: string;
}

/** An API's endpoints, method and path beside what each does, and a note under them. */
export function EndpointList({ endpoints, note }: { endpoints: Endpoint[]; note?: string }) {
  return (
    <>
      <Endpoints>
        {endpoints.map((endpoint) => (
          <div key={endpoint._key}>
            <dt>
              <Method $method={endpoint.method}>{endpoint.method}</Method>
              <span>{endpoint.path}</span>
            </dt>
            <dd>{endpoint.description}</dd>
          </div>
        ))}
      </Endpoints>
      {note ? <Note>{note}</Note> : null}
    </>
  );
}
