import type { Readable } from 'node:stream';

/** The first line of a piped stdin (`echo "$PASSWORD" | npm run admin -- set-password admin`). */
export async function readFirstLine(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

interface RawTty {
  setRawMode(mode: boolean): unknown;
  resume(): unknown;
  pause(): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  off(event: 'data', listener: (chunk: string) => void): unknown;
}

/** Asks on a terminal without echoing what is typed (Ctrl-C cancels, Backspace erases). */
export function promptHidden(question: string, tty: RawTty, out: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolvePassword, reject) => {
    out.write(question);
    let value = '';
    const finish = (error?: Error) => {
      tty.off('data', onData);
      tty.setRawMode(false);
      tty.pause();
      out.write('\n');
      if (error) reject(error);
      else resolvePassword(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new Error('Annulé.'));
        if (character === '\u007f' || character === '\b') value = Array.from(value).slice(0, -1).join('');
        else value += character;
      }
    };
    tty.setRawMode(true);
    tty.setEncoding('utf8');
    tty.resume();
    tty.on('data', onData);
  });
}
