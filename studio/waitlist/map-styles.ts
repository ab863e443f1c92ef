import { styled } from 'styled-components';

/**
 * Users and vendors: a blue and an amber at least 3:1 against the map's land and sea in the
 * light and the dark scheme alike (non-text contrast, WCAG 1.4.11), and apart for the
 * common colour blindnesses (blue against orange).
 */
export const PEOPLE_COLOURS = { user: '#2f7bd9', vendor: '#d9730d' } as const;

/** The map fills its card; land and borders take the card's own colours, so both schemes read. */
export const MapSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  cursor: grab;
  touch-action: none;
  /* The sea a tint of the users' blue, the land the card's own: apart in either scheme. */
  background: color-mix(in srgb, var(--card-bg-color) 88%, #2f7bd9);

  & .land {
    fill: var(--card-bg-color);
    stroke: none;
  }

  & .borders {
    fill: none;
    stroke: var(--card-border-color);
    stroke-width: 0.75px;
    vector-effect: non-scaling-stroke;
  }

  & .states {
    stroke-dasharray: 2 2;
  }

  & .mark {
    cursor: zoom-in;
  }

  & .mark circle,
  & .mark path {
    stroke: var(--card-bg-color);
    stroke-width: 1.5px;
  }

  & .mark text {
    font:
      600 12px/1 system-ui,
      sans-serif;
    fill: var(--card-fg-color);
    paint-order: stroke;
    stroke: var(--card-bg-color);
    stroke-width: 3px;
  }
`;
