// The lines the store commands print: one per item, with the fix under every problem.
export type Mark =
  'ok' | 'problem' | 'warning' | 'note' | 'created' | 'updated';

const SIGN: Record<Mark, string> = {
  ok: '✓',
  problem: '✗',
  warning: '!',
  note: '·',
  created: '+',
  updated: '~',
};

export interface Line {
  mark: Mark;
  text: string;
  fix?: string;
}

export class Report {
  readonly lines: Line[] = [];
  constructor(private out: (text: string) => void = console.log) {}

  heading(text: string) {
    this.out(`\n${text}`);
  }

  add(mark: Mark, text: string, fix?: string) {
    this.lines.push({mark, text, fix});
    this.out(`  ${SIGN[mark]} ${text}`);
    if (fix) this.out(`      fix: ${fix}`);
  }

  say(text: string) {
    this.out(text);
  }

  get problems(): Line[] {
    return this.lines.filter((l) => l.mark === 'problem');
  }
}
