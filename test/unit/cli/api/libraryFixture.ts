/**
 * A small component library written by the tests: a package with declarations (Button, FancyButton extending it, the
 * useToggle hook) installed in a project folder, and the same library's source as an entry file. React's types are
 * linked from this repository, as a site's own install would provide them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoModules = path.resolve(import.meta.dirname, '../../../../node_modules');

export const LIBRARY_DECLARATIONS = `import * as React from 'react';

export interface ButtonProps {
  /** The content of the button. */
  children?: React.ReactNode;
  /**
   * How big the button is.
   * @default 'medium'
   */
  size?: 'small' | 'medium' | 'large';
  /** Called when the button is clicked. */
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  /**
   * Packs the button tighter.
   * @deprecated Use \`size="small"\` instead.
   */
  compact?: boolean;
}

/** A plain button. */
export declare function Button(props: ButtonProps): React.JSX.Element;

export interface FancyButtonProps extends ButtonProps {
  /**
   * The colour of the glow.
   * @default 'gold'
   */
  glow?: string;
  /** Shown when the pointer rests on the button. */
  tooltip: string;
}

/** A button that glows. */
export declare const FancyButton: React.ForwardRefExoticComponent<FancyButtonProps & React.RefAttributes<HTMLButtonElement>>;

export declare const fancyButtonClasses: {
  /** Styles applied to the root element. */
  root: 'FancyButton-root';
  /** Applied while it glows. */
  glowing: 'FancyButton-glowing';
};

export interface FancyButtonSlots {
  /**
   * The element that renders the root.
   * @default 'button'
   */
  root?: React.ElementType;
}

export interface UseToggleParameters {
  /**
   * Whether it starts on.
   * @default false
   */
  initial?: boolean;
}

export interface UseToggleReturnValue {
  /** Whether it is on. */
  on: boolean;
  /** Flips it. */
  toggle: () => void;
}

/** Holds an on/off state. */
export declare function useToggle(parameters?: UseToggleParameters): UseToggleReturnValue;
`;

export const LIBRARY_SOURCE = `import * as React from 'react';

export interface BadgeProps {
  /** What the badge says. */
  label: string;
  /** Its colour scheme. */
  tone?: 'info' | 'alert';
}

/** A small label. */
export function Badge({ label, tone = 'info' }: BadgeProps) {
  return <span data-tone={tone}>{label}</span>;
}
`;

/** A fresh project folder with \`my-ui\` installed and \`src/index.tsx\`; removed by the caller. */
export function libraryProject(): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-api-library-')));
  const pkg = path.join(root, 'node_modules/my-ui');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'my-ui', version: '1.2.3', types: 'index.d.ts', main: 'index.js' }));
  fs.writeFileSync(path.join(pkg, 'index.d.ts'), LIBRARY_DECLARATIONS);
  fs.mkdirSync(path.join(root, 'node_modules/@types'), { recursive: true });
  for (const linked of ['@types/react', 'csstype']) fs.symlinkSync(path.join(repoModules, linked), path.join(root, 'node_modules', linked), 'dir');
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src/index.tsx'), LIBRARY_SOURCE);
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'site', private: true, type: 'module' }));
  return root;
}
