import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvCell, runAdmin, toCsv } from '../../src/server/admin-cli.ts';
import { terminalJson, terminalText } from '../../src/server/terminal-text.ts';
import { openSqliteStore } from '../../src/server/sqlite-store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('enquiries CLI', () => {
  it('neutralises spreadsheet formulas in CSV cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 80')).toBe("'+91 80");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('plain, text')).toBe('"plain, text"');
    expect(toCsv([{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n');
  });

  it('shows control characters as visible escapes, and keeps the data exact in JSON', () => {
    const hostile = 'Eve\u001b[2J\u001b]0;title\u0007\u009b1m\u202eexe.txt\\x1b\nnext';
    expect(terminalText(hostile)).toBe('Eve\\x1b[2J\\x1b]0;title\\x07\\x9b1m\\u202eexe.txt\\\\x1b\\x0anext');
    const json = terminalJson({ name: hostile });
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(json).name).toBe(hostile);
  });

  it('lists, shows and exports every stored field', async () => {
    const store = openSqliteStore(dataDir);
    const { id } = await store.addEnquiry(
      { name: '=Eve', email: 'eve@example.in', phone: '+91 98450 21734', company: '', budget: '', timeline: '', subject: '', intre: 'Technical Consulting', message: 'Please call me about an audit.', projectType: '', hearAbout: '', preferredContactMethod: 'phone', bestTimeToCall: 'Anytime' },
      { page: '/contact', service: '', userAgent: 'UA', ipHash: 'h', spam: false },
    );
    await store.close();
    process.env.DATA_DIR = dataDir;
    let out = '';
    expect(await runAdmin('enquiries', ['list'], (s) => (out += s))).toBe(0);
    expect(out).toContain(id);
    out = '';
    await runAdmin('enquiries', ['export', '--format', 'json'], (s) => (out += s));
    const rows = JSON.parse(out);
    expect(rows[0]).toMatchObject({ id, name: '=Eve', phone: '+91 98450 21734', intre: 'Technical Consulting', preferredContactMethod: 'phone', page: '/contact', spam: false });
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['receivedAt', 'userAgent', 'ipHash', 'bestTimeToCall', 'hearAbout', 'projectType']));
    out = '';
    await runAdmin('enquiries', ['export', '--format', 'csv'], (s) => (out += s));
    expect(out).toContain("'=Eve");
    expect(out).toContain("'+91 98450 21734");
    out = '';
    await runAdmin('enquiries', ['export', '--format', 'csv'], (s) => (out += s), true);
    expect(out).toContain("'=Eve");
    expect(out).not.toContain('\r');
    out = '';
    expect(await runAdmin('enquiries', ['export', '--format', 'csv', '--since', '2999-01-01'], (s) => (out += s))).toBe(0);
    expect(out).toBe('');
    delete process.env.DATA_DIR;
  });

  it('exports a one-line field on one line, also from a row stored before fields were one-line, and the message whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-lines-'));
    const store = openSqliteStore(dir);
    // As an older version stored it: the store writes what it is given.
    await store.addEnquiry(
      { name: 'Mallory\nE-mail: attacker@evil.example', email: 'm@example.in', phone: '', company: 'Acme\r\nX', budget: '', timeline: '', subject: '', intre: 'Technical Consulting', message: 'Line one\nLine two', projectType: '', hearAbout: '', preferredContactMethod: 'email', bestTimeToCall: '' },
      { page: '/contact', service: 'a\nb', userAgent: 'UA', ipHash: 'h', spam: false },
    );
    await store.close();
    process.env.DATA_DIR = dir;
    try {
      let out = '';
      await runAdmin('enquiries', ['export', '--format', 'csv'], (s) => (out += s));
      expect(out).toContain('Mallory E-mail: attacker@evil.example');
      expect(out).toContain('Acme X');
      expect(out).toContain(',a b,');
      expect(out).toContain('"Line one\nLine two"');
      out = '';
      await runAdmin('enquiries', ['list'], (s) => (out += s));
      expect(out).toContain('Mallory E-mail: attacker@evil.example <m@example.in>');
    } finally {
      delete process.env.DATA_DIR;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
