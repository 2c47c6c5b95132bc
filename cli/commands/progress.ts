/** A progress bar on one terminal line (plain periodic lines when stdout is not a terminal). */

export function progressPrinter(label: string): { update: (done: number, total: number) => void; done: () => void } {
  const tty = process.stderr.isTTY;
  let lastShown = -1;
  return {
    update(done, total) {
      const percent = Math.floor((done / total) * 100);
      if (tty) {
        if (percent === lastShown && done !== total) return;
        lastShown = percent;
        const width = 24;
        const filled = Math.round((done / total) * width);
        process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} pages`);
      } else if (done === total || Math.floor(percent / 25) !== Math.floor(lastShown / 25)) {
        lastShown = percent;
        process.stderr.write(`${label}: ${done}/${total} pages\n`);
      }
    },
    done() {
      if (tty && lastShown >= 0) process.stderr.write('\n');
    },
  };
}
