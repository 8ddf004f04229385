import { maskDocumentNumber } from '../../../src/projections/registrations/mask';

describe('document masking', () => {
  it.each([
    ['RX123456', '******56'],
    ['AB 1234567', '********67'],
    ['12345', '*****'],
    ['', ''],
  ])('FSNP Art. 29: document %p is kept as %p', (input, masked) => {
    expect(maskDocumentNumber(input)).toBe(masked);
  });
});
