import { NOMINATION_LIMITS, NOMINATION_TEXT } from '@brp/core/nominations';
import styled from 'styled-components';

import { FieldRow, FormFooter, formLook, FormThanks } from '@/components/forms/form-parts';
import { FieldGroup } from '@/components/ui/field-group/field-group';
import { theme } from '@/styles/tokens';

import { NominateShopState } from './nominate-shop-state';
import { Block } from './standing';

const Frame = styled(NominateShopState)`
  ${formLook}
  width: 100%;
  text-align: start;
`;

const Hint = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.text.sm};
`;

/**
 * "Which shop should join?": a confirmed person names a local shop they would like in the
 * network. Drawn on the server; only the form's state is a client leaf.
 */
export function NominateShop({ code }: { code: string }) {
  return (
    <Block as="section" aria-labelledby="nominate-heading">
      <h2 id="nominate-heading">Which shop should join?</h2>
      <Hint>
        Name a local shop you would like to pay with your rewards. We never contact it on your
        behalf; the team sees it with the others from your area.
      </Hint>
      <Frame
        code={code}
        label="Nominate a shop"
        thanks={<FormThanks title="Shop noted">{NOMINATION_TEXT.thanks}</FormThanks>}
      >
        <FieldRow>
          <FieldGroup
            id="nominate-name"
            name="name"
            label="Shop name"
            required
            maxLength={NOMINATION_LIMITS.name}
            autoComplete="off"
          />
          <FieldGroup
            id="nominate-where"
            name="where"
            label="Street or ZIP code"
            required
            maxLength={NOMINATION_LIMITS.where}
            autoComplete="off"
          />
        </FieldRow>
        <FieldGroup
          id="nominate-website"
          name="website"
          label="Website"
          hint="Its web address, if you know it."
          maxLength={NOMINATION_LIMITS.website}
          autoComplete="off"
        />
        <FormFooter
          submitLabel="Nominate"
          busyLabel="Sending…"
          failure="Your nomination could not be sent; what you typed is kept. Try again in a while."
        />
      </Frame>
    </Block>
  );
}
