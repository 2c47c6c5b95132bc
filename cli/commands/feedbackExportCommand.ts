/** `docsgen feedback export [--data DIR]` */
import path from 'node:path';
import { feedbackExport } from './feedbackExport.ts';

export async function runFeedbackExport(options: { data: string }): Promise<void> {
  await feedbackExport(path.resolve(options.data), process.stdout);
}
