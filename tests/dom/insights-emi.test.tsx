import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMI_COPY } from '../../src/client/features/insights/insights.content';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { renderApp } from '../helpers/render-app';

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const numberField = (label: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name: label });
const slider = (label: string) => screen.getByRole<HTMLInputElement>('slider', { name: EMI_COPY.slider(label) });
const result = () => screen.getByRole('region', { name: EMI_COPY.emi });
/** The figure under the 'Monthly EMI' heading ('₹43,391', or '—' while a value is wrong). */
const emi = () =>
  screen
    .getByRole('heading', { name: EMI_COPY.emi })
    .nextElementSibling?.textContent?.replace(EMI_COPY.perMonth, '')
    .trim();
const term = (name: string) => within(result()).getByText(name).nextElementSibling?.textContent;

async function open(path: string = PATHS.insightsEmiCalculator) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: ROUTES.insightsEmiCalculator.title }, { timeout: 5000 });
}

describe('home loan EMI calculator', () => {
  it('starts at ₹50 L, 8.5% and 20 years: ₹43,391 a month, with totals and a 20-year schedule', async () => {
    await open();
    expect(field(EMI_COPY.amount).value).toBe('50,00,000');
    expect(numberField(EMI_COPY.rate).value).toBe('8.5');
    expect(numberField(EMI_COPY.tenure).value).toBe('20');
    expect(emi()).toBe('₹43,391');
    expect(term(EMI_COPY.interest)).toBe('₹54,13,879');
    expect(term(EMI_COPY.total)).toBe('₹1,04,13,879');
    const schedule = screen.getByRole('table', { name: EMI_COPY.scheduleCaption(20) });
    const rows = within(schedule).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(rows[1]?.textContent).toBe('1₹99,511₹4,21,182₹49,00,489');
    expect(rows[20]?.textContent).toMatch(/₹0$/);
  });

  it('recalculates as the visitor types and slides', async () => {
    await open();
    fireEvent.change(numberField(EMI_COPY.rate), { target: { value: '10' } });
    expect(emi()).toBe('₹48,251');
    // Amounts may be typed the Indian way.
    fireEvent.change(field(EMI_COPY.amount), { target: { value: '75 lakh' } });
    expect(emi()).toBe('₹72,377');
    expect(slider(EMI_COPY.amount).value).toBe('7500000');
    fireEvent.change(slider(EMI_COPY.tenure), { target: { value: '25' } });
    expect(numberField(EMI_COPY.tenure).value).toBe('25');
    expect(screen.getAllByRole('row')).toHaveLength(26);
  });

  it('says what is wrong with a value it cannot use, and shows no figures meanwhile', async () => {
    await open();
    fireEvent.change(numberField(EMI_COPY.tenure), { target: { value: '0' } });
    expect(numberField(EMI_COPY.tenure).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(EMI_COPY.tenureError)).toBeTruthy();
    expect(emi()).toBe('—');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(field(EMI_COPY.amount), { target: { value: 'lots' } });
    expect(screen.getByText(EMI_COPY.amountError)).toBeTruthy();
    fireEvent.change(numberField(EMI_COPY.tenure), { target: { value: '20' } });
    fireEvent.change(field(EMI_COPY.amount), { target: { value: '5000000' } });
    expect(emi()).toBe('₹43,391');
  });

  it('starts from a price in the address bar less a 20% down payment, with the most banks may lend', async () => {
    await open(`${PATHS.insightsEmiCalculator}?amount=6250000`);
    expect(field(EMI_COPY.amount).value).toBe('50,00,000');
    expect(screen.getByText(EMI_COPY.fromPrice('₹62.5 L', '₹50 L'))).toBeTruthy();
    expect(screen.getByText(EMI_COPY.maxLoan('₹50 L', 80))).toBeTruthy();
    expect(emi()).toBe('₹43,391');
  });

  it('ignores a price in the address bar that is not one', async () => {
    await open(`${PATHS.insightsEmiCalculator}?amount=-5`);
    expect(field(EMI_COPY.amount).value).toBe('50,00,000');
    expect(screen.queryByText(/down payment/)).toBeNull();
  });
});
