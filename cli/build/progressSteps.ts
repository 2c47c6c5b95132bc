/**
 * Progress as the build thread hands it across to the command line: only when the whole percentage changes, and at
 * the end. The printer shows nothing finer, and each message wakes the main thread, a cost paid per page otherwise.
 */
export type OnProgress = (done: number, total: number) => void;

/** `report` called for the first page of each new whole percent, and for the last page. */
export function inPercentSteps(report: OnProgress): OnProgress {
  let lastPercent = -1;
  return (done, total) => {
    const percent = Math.floor((done / total) * 100);
    if (percent === lastPercent && done !== total) return;
    lastPercent = percent;
    report(done, total);
  };
}
