import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { promptHidden, readFirstLine } from './read-password';

class FakeTty extends EventEmitter {
  raw = false;
  setRawMode(mode: boolean) {
    this.raw = mode;
  }
  resume() {}
  pause() {}
  setEncoding() {}
}

describe('reading the password', () => {
  it('takes the first line of stdin, without its line break', async () => {
    expect(await readFirstLine(Readable.from(['my-long-pass', 'word\r\nignored\n']))).toBe(
      'my-long-password',
    );
    expect(await readFirstLine(Readable.from(['no-newline-at-all']))).toBe('no-newline-at-all');
  });

  it('prompts on a terminal without echoing, with backspace, and restores the terminal', async () => {
    const tty = new FakeTty();
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const answer = promptHidden('Mot de passe : ', tty, out);
    expect(tty.raw).toBe(true);
    tty.emit('data', 'secret-x');
    tty.emit('data', '\u007fvalue\r');
    expect(await answer).toBe('secret-value');
    expect(tty.raw).toBe(false);
    expect(written).toBe('Mot de passe : \n');
  });

  it('cancels on Ctrl-C', async () => {
    const tty = new FakeTty();
    const answer = promptHidden('? ', tty, new PassThrough());
    tty.emit('data', 'abc\u0003');
    await expect(answer).rejects.toThrow('Annulé.');
    expect(tty.raw).toBe(false);
  });
});
