import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';
import { gstSupplierOf } from '../../src/server/env-gst';
import { formatPaise, type GstSupplier, invoiceTax } from '../../src/shared/billing/invoice-tax';

const SUPPLIER: GstSupplier = {
  gstin: '23AABCP1234Q1Z5',
  legalName: 'Property Creator Private Limited',
  address: '4th floor, Zone 2, MP Nagar, Bhopal 462011',
  state: 'Madhya Pradesh',
};

describe('GST on an invoice (prices include GST)', () => {
  it('splits ₹999 in the same State into the taxable value, CGST 9% and SGST 9%, adding up to the price', () => {
    const tax = invoiceTax(999, SUPPLIER, 'Madhya Pradesh');
    expect(tax).toEqual({
      kind: 'intra',
      supplier: SUPPLIER,
      totalPaise: 99_900,
      taxablePaise: 84_661,
      cgstPaise: 7_619,
      sgstPaise: 7_620,
    });
  });

  it('charges IGST 18% to a seller in another State', () => {
    expect(invoiceTax(999, SUPPLIER, 'Maharashtra')).toEqual({
      kind: 'inter',
      supplier: SUPPLIER,
      totalPaise: 99_900,
      taxablePaise: 84_661,
      igstPaise: 15_239,
    });
  });

  it('rounds the taxable value to the nearest paisa and always adds up, for every price up to ₹20,000', () => {
    for (let rupees = 0; rupees <= 20_000; rupees += 1) {
      const tax = invoiceTax(rupees, SUPPLIER, 'Madhya Pradesh');
      if (tax.kind !== 'intra') throw new Error('expected intra-state');
      expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise).toBe(rupees * 100);
      // Within half a paisa of the exact value total / 1.18.
      expect(Math.abs(tax.taxablePaise * 118 - rupees * 100 * 100)).toBeLessThanOrEqual(59);
      expect(tax.sgstPaise - tax.cgstPaise).toBeGreaterThanOrEqual(0);
      expect(tax.sgstPaise - tax.cgstPaise).toBeLessThanOrEqual(1);
    }
  });

  it('charges no GST without a GSTIN', () => {
    expect(invoiceTax(999, null, 'Madhya Pradesh')).toEqual({ kind: 'none' });
  });

  it('writes paise as rupees with Indian digit grouping', () => {
    expect(formatPaise(84_661)).toBe('₹846.61');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(12_345_600)).toBe('₹1,23,456.00');
    expect(formatPaise(1_000_000_000)).toBe('₹1,00,00,000.00');
  });
});

describe('the GST configuration', () => {
  const base = { NODE_ENV: 'test' };
  const full = {
    GSTIN: SUPPLIER.gstin,
    GST_LEGAL_NAME: SUPPLIER.legalName,
    GST_ADDRESS: SUPPLIER.address,
    GST_STATE: SUPPLIER.state,
  };

  it('names the supplier with all four settings, and none without any', () => {
    expect(gstSupplierOf(loadEnv({ ...base, ...full }))).toEqual(SUPPLIER);
    expect(gstSupplierOf(loadEnv(base))).toBeNull();
  });

  it('refuses a GSTIN without the rest, a malformed GSTIN and an unknown State', () => {
    expect(() => loadEnv({ ...base, GSTIN: SUPPLIER.gstin })).toThrow(
      /GST_LEGAL_NAME: is required with the other GST settings/,
    );
    expect(() => loadEnv({ ...base, ...full, GSTIN: '23AABCP1234' })).toThrow(/GSTIN: must be a 15-character GSTIN/);
    expect(() => loadEnv({ ...base, ...full, GST_STATE: 'Bhopal' })).toThrow(EnvError);
  });
});
