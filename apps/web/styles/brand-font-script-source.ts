import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_COOKIE } from './brand-font';

/** The text of the brand font's head script (brand-font-script.tsx says what it does). Kept apart
 * from the component so that the production server knows it as one of the site's own inline
 * scripts (server/script-hashes.ts) without loading React. */
export const BRAND_FONT_SCRIPT = `{let d=document,k="${BRAND_FONT_COOKIE}=1";try{d.cookie.includes(k)?d.documentElement.setAttribute("${BRAND_FONT_ATTRIBUTE}",""):addEventListener("load",()=>{let u=/url\\(([^)]+\\.woff2)/.exec(d.querySelector("style")?.textContent);u&&fetch(u[1]).then(r=>r.ok&&r.blob()).then(b=>{b&&(d.cookie=k+";path=/;max-age=31536000")},()=>{})})}catch{}}`;
