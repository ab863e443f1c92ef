/**
 * The benchmark's floor: the barest Next.js site (an `h1` in a layout), built with the same Next
 * and React as ours, in a temporary folder. Whatever this machine's noise does to it, it does to
 * our pages too, so our figures are judged as ratios to its figures. With a photo, it also serves
 * `/photo`: the same page carrying that photo (floor-photo.ts).
 */
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type FloorPhoto, photoPage } from './floor-photo.ts';

const LAYOUT = `export const metadata = { title: 'Floor', description: 'A bare Next.js page.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return <h1>A bare Next.js page</h1>;
}
`;

// Next itself lives outside the temporary folder (linked from our install), so Turbopack's root
// must include both.
const NEXT_CONFIG = `export default { turbopack: { root: '/' } };\n`;

export interface FloorApp {
  dir: string;
  remove(): Promise<void>;
}

/** Writes the floor app next to links to our own `next`, `react` and `react-dom`. */
export async function createFloorApp(webDir: string, photo?: FloorPhoto): Promise<FloorApp> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  await mkdir(join(dir, 'app'));
  await mkdir(join(dir, 'node_modules'));
  await writeFile(join(dir, 'package.json'), '{ "private": true }\n');
  await writeFile(join(dir, 'next.config.mjs'), NEXT_CONFIG);
  await writeFile(join(dir, 'app', 'layout.jsx'), LAYOUT);
  await writeFile(join(dir, 'app', 'page.jsx'), PAGE);
  if (photo) {
    await mkdir(join(dir, 'app', 'photo'));
    await writeFile(join(dir, 'app', 'photo', 'page.jsx'), photoPage(photo));
    await mkdir(join(dir, 'public'));
    for (const { file, bytes } of photo.variants) await writeFile(join(dir, 'public', file), bytes);
  }
  for (const name of ['next', 'react', 'react-dom']) {
    await symlink(
      await realpath(join(webDir, 'node_modules', name)),
      join(dir, 'node_modules', name),
    );
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
