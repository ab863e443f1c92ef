import { Button } from '@sanity/ui';
import styled from 'styled-components';

/** Sanity UI's filled primary button is white on #556bfc, 4.3:1 for its 13 px text (WCAG asks
 * 4.5:1): a deeper blue, 5.9:1, and deeper still under the pointer, as EraseDialog's red is. Its
 * own rules set these variables on the button's class, so ours take the doubled class. */
export const PrimaryButton = styled(Button)`
  &&:not([data-disabled='true']) {
    --card-bg-color: #3f55e0;
    --card-border-color: #3f55e0;
    --card-fg-color: #ffffff;
    @media (hover: hover) {
      &:hover {
        --card-bg-color: #3448c4;
        --card-border-color: #3448c4;
      }
    }
    &:active {
      --card-bg-color: #2d3fb0;
    }
  }
`;
