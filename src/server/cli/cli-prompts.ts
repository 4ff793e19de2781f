/** Terminal questions for the command-line tools: a yes/no and a password typed without echo. */
import { createInterface } from 'node:readline/promises';

/** True when both ends are a terminal someone can answer at. */
export const canAsk = (): boolean => Boolean(process.stdin.isTTY && process.stdout.isTTY);

/** Asks a yes/no question; only "y" or "yes" counts as yes. */
export async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/** Reads a line from the terminal without showing it (raw mode: no echo); Ctrl-C cancels. */
export function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    // Echo goes off before the question shows, so nothing typed after it is ever echoed.
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
    stdout.write(question);
  });
}
