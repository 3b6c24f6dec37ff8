import { describe, expect, it } from 'vitest';
import { enquirySchema, MESSAGES, PRIMARY_SERVICES } from '../../src/shared/enquiry.ts';

const valid = { name: 'Asha Verma', email: 'asha@example.in', intre: 'Mobile App Development (React Native)', message: 'We need an app for our clinics.' };
const errorsOf = (input: unknown) => {
  const r = enquirySchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('enquiry schema', () => {
  it('accepts a valid enquiry, trims it and fills the defaults', () => {
    const r = enquirySchema.parse({ ...valid, name: '  Asha Verma  ', unknown: 'dropped' });
    expect(r.name).toBe('Asha Verma');
    expect(r.preferredContactMethod).toBe('email');
    expect(r.phone).toBe('');
    expect('unknown' in r).toBe(false);
  });

  it('answers with the specification’s messages', () => {
    expect(errorsOf({ ...valid, name: 'A' }).name).toBe(MESSAGES.nameShort);
    expect(errorsOf({ ...valid, name: 'A'.repeat(101) }).name).toBe('Name is too long');
    expect(errorsOf({ ...valid, email: 'not-an-email' }).email).toBe('Please enter a valid email address');
    expect(errorsOf({ ...valid, phone: '+91 (80) 4718-2290' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '080 4718 22x0' }).phone).toBe('Please enter a valid phone number');
    expect(errorsOf({ ...valid, company: 'C'.repeat(151) }).company).toBe('Company name is too long');
    expect(errorsOf({ ...valid, subject: 'S'.repeat(256) }).subject).toBe('Subject is too long');
    expect(errorsOf({ ...valid, intre: ' ' }).intre).toBe('Please select a service');
    expect(errorsOf({ ...valid, message: 'Too short' }).message).toBe('Message must be at least 10 characters');
    expect(errorsOf({ ...valid, message: 'M'.repeat(5001) }).message).toBe('Message is too long');
    expect(errorsOf({ ...valid, preferredContactMethod: 'fax' }).preferredContactMethod).toBeDefined();
  });

  it('lists the 20 primary services in the specification’s order', () => {
    expect(PRIMARY_SERVICES).toHaveLength(20);
    expect(PRIMARY_SERVICES[0]).toBe('Web Application Development');
    expect(PRIMARY_SERVICES[19]).toBe('Custom Solutions & Other');
  });
});
