/**
 * Progress as the build thread sends it: once per whole percent and at the end. Every message crosses to the main
 * thread, and a warm build reports a thousand cached pages in one go; the progress line shows percents anyway.
 */
export type OnProgress = (done: number, total: number) => void;

/** Calls `send` for the first count of each new percent, and for the last count. */
export function percentSteps(send: OnProgress): OnProgress {
  let lastPercent = -1;
  let lastTotal = -1;
  return (done, total) => {
    const percent = Math.floor((done / total) * 100);
    if (percent === lastPercent && total === lastTotal && done !== total) return;
    lastPercent = percent;
    lastTotal = total;
    send(done, total);
  };
}
