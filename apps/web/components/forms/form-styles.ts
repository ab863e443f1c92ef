import { css } from 'styled-components';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import { media, theme } from '@/styles/tokens';

/** The look of a form whose markup a client component draws (keyed by data-part). */
export const formStyles = css`
  display: grid;
  gap: ${theme.space[6]};

  [data-part='grid'] {
    display: grid;
    gap: ${theme.space[5]};
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  [data-part='field'] {
    display: grid;
    gap: ${theme.space[2]};
    align-content: start;
    label {
      font-weight: ${theme.weight.semibold};
    }
    input,
    textarea {
      width: 100%;
      min-height: 3rem;
      padding: ${theme.space[3]} ${theme.space[4]};
      border: 1.5px solid ${theme.color.borderStrong};
      border-radius: ${theme.radius.md};
      background: ${theme.color.surface};
      transition:
        border-color ${theme.motion.fast} ease,
        box-shadow ${theme.motion.fast} ease;
      &:hover {
        border-color: ${theme.color.inkMuted};
      }
      &:focus-visible {
        outline: none;
        border-color: ${theme.color.primary};
        box-shadow: 0 0 0 4px ${theme.color.primarySoft};
      }
    }
    textarea {
      resize: vertical;
      min-height: 8rem;
    }
    &[data-invalid='true'] input,
    &[data-invalid='true'] textarea {
      border-color: ${theme.color.danger};
    }
  }
  [data-part='optional'] {
    font-weight: ${theme.weight.regular};
    color: ${theme.color.inkMuted};
  }
  [data-part='hint'] {
    font-size: ${theme.text.sm};
    color: ${theme.color.inkMuted};
  }
  [data-part='error'] {
    font-size: ${theme.text.sm};
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.danger};
  }

  [data-part='choice'] {
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    border: 0;
    ${media.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    legend {
      margin-bottom: ${theme.space[3]};
      font-weight: ${theme.weight.semibold};
    }
  }
  [data-part='option'] {
    position: relative;
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[4]} 3rem;
    border: 1.5px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    cursor: pointer;
    transition:
      border-color ${theme.motion.fast} ease,
      background ${theme.motion.fast} ease;
    input {
      position: absolute;
      top: 1.15rem;
      left: ${theme.space[4]};
      width: 1.15rem;
      height: 1.15rem;
      accent-color: ${theme.color.primary};
    }
    &:has(input:checked) {
      border-color: ${theme.color.primary};
      background: ${theme.color.surfaceTint};
    }
    &:has(input:focus-visible) {
      outline: 3px solid ${theme.color.focus};
      outline-offset: 2px;
    }
  }
  [data-part='option-label'] {
    font-weight: ${theme.weight.bold};
  }
  [data-part='option-description'] {
    font-size: ${theme.text.sm};
    color: ${theme.color.inkMuted};
  }

  [data-part='checkbox'] {
    display: flex;
    gap: ${theme.space[3]};
    align-items: center;
    min-height: ${theme.size.tap};
    cursor: pointer;
    input {
      width: 1.15rem;
      height: 1.15rem;
      accent-color: ${theme.color.primary};
    }
  }

  [data-part='honeypot'] {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }

  [data-part='failure'] {
    padding: ${theme.space[3]} ${theme.space[4]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.dangerSoft};
    color: ${theme.color.danger};
    font-weight: ${theme.weight.semibold};
  }

  [data-part='submit'] {
    ${buttonBase}
    ${buttonSizes.lg}
    ${buttonVariants.primary}
    width: 100%;
    ${media.sm} {
      justify-self: start;
      width: auto;
    }
  }

  [data-part='thanks'] {
    display: grid;
    gap: ${theme.space[3]};
    padding: ${theme.space[6]};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.successSoft};
    text-align: center;
    &:focus-visible {
      outline: 3px solid ${theme.color.success};
    }
  }
  [data-part='thanks-title'] {
    font-size: ${theme.text.h3};
    font-weight: ${theme.weight.heavy};
    color: ${theme.color.success};
  }
`;
