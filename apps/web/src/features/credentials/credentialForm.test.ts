import { describe, expect, it } from 'vitest';
import { credentialFieldIssues, credentialFileProblem, toSubmitInput } from './credentialForm';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const values = {
  type: 'iso9001' as const,
  issuer: 'SGS',
  certificateNumber: 'ISO-1',
  issuedOn: day(-10),
  expiresOn: day(300),
  scope: '',
  description: '',
  fileIds: ['f1'],
};

describe('credential form', () => {
  it('accepts PDF, JPG and PNG up to 5 MB, judged by name, type and first bytes', () => {
    expect(credentialFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(credentialFileProblem({ name: 'a.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(credentialFileProblem({ name: 'a.docx', type: '', size: 10 })).toBe('type');
    expect(credentialFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'size',
    );
    const text = new TextEncoder().encode('hello wo');
    expect(credentialFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 8 }, text)).toBe('type');
    const pdf = new TextEncoder().encode('%PDF-1.7');
    expect(credentialFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 8 }, pdf)).toBeNull();
  });

  it('finds the same problems as the server, and drops the expiry of a business licence', () => {
    expect(credentialFieldIssues(toSubmitInput(values))).toEqual({});
    expect(credentialFieldIssues(toSubmitInput({ ...values, expiresOn: '' }))).toEqual({
      expiresOn: 'validation.expiresOnRequired',
    });
    expect(credentialFieldIssues(toSubmitInput({ ...values, expiresOn: day(-20) }))).toEqual({
      expiresOn: 'validation.expiresBeforeIssued',
    });
    expect(credentialFieldIssues(toSubmitInput({ ...values, issuedOn: day(2) }))).toMatchObject({
      issuedOn: 'validation.issuedInFuture',
    });
    const licence = toSubmitInput({ ...values, type: 'business_licence', expiresOn: day(-20) }, 7);
    expect(licence).toMatchObject({ seriesId: 7, expiresOn: null });
    expect(credentialFieldIssues(licence)).toEqual({});
    expect(credentialFieldIssues(toSubmitInput({ ...values, issuer: ' ', fileIds: [] }))).toEqual({
      issuer: 'validation.issuerRequired',
      fileIds: 'validation.credentialFilesRequired',
    });
  });
});
