/**
 * The CSS that applies to `element` by its classes, as the browser parsed it: every rule (inside
 * media queries too) whose selector names one of the element's classes. jsdom does no layout, so
 * a primitive's test reads the rules it produced rather than measuring pixels.
 */
export function rulesFor(element: Element): string[] {
  const classes = [...element.classList].map((name) => `.${name}`);
  const matches = (rule: CSSRule) =>
    rule instanceof CSSStyleRule && classes.some((name) => rule.selectorText.includes(name));
  const walk = (rules: CSSRuleList, wrapper = ''): string[] =>
    [...rules].flatMap((rule) => {
      if (rule instanceof CSSMediaRule) return walk(rule.cssRules, `@media ${rule.conditionText} `);
      return matches(rule) ? [`${wrapper}${rule.cssText}`] : [];
    });
  return [...document.styleSheets].flatMap((sheet) => walk(sheet.cssRules));
}
