import { describe, expect, it } from 'vitest';
import { lucideIcons } from '../../vite.lucideIcons';

function transform(code: string): string {
  const plugin = lucideIcons();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, '/app/src/features/x/Thing.tsx')?.code ?? code;
}

describe('the lucide-react import rewrite (build only)', () => {
  it('imports each icon from its own file, aliases by the file the barrel names', () => {
    expect(transform("import { Search, TriangleAlert as Warn } from 'lucide-react';")).toBe(
      "import Search from 'lucide-react/icons/search'; " +
        "import Warn from 'lucide-react/icons/triangle-exclamation-point';",
    );
  });

  it('keeps types and non-icon exports on the barrel, and multi-line lists work', () => {
    const out = transform(
      "import {\n  Rewind,\n  type LucideIcon,\n  createLucideIcon,\n} from 'lucide-react';",
    );
    expect(out).toBe(
      "import Rewind from 'lucide-react/icons/rewind'; " +
        "import { type LucideIcon, createLucideIcon } from 'lucide-react';",
    );
    expect(transform("import type { LucideIcon } from 'lucide-react';")).toBe(
      "import type { LucideIcon } from 'lucide-react';",
    );
  });

  it('leaves a name it does not know on the barrel, so the build still fails loudly if it is wrong', () => {
    expect(transform("import { NoSuchIcon } from 'lucide-react';")).toBe(
      "import { NoSuchIcon } from 'lucide-react';",
    );
  });
});
