import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvCell, runAdmin, toCsv } from '../../src/server/admin-cli.ts';
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
    expect(await runAdmin('enquiries', ['export', '--format', 'csv', '--since', '2999-01-01'], (s) => (out += s))).toBe(0);
    expect(out).toBe('');
    delete process.env.DATA_DIR;
  });
});
