import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_UI as UI } from '../../src/client/features/projects/seller/projects.content';
import AddProjectPage from '../../src/client/features/sellers/pages/AddProjectPage';
import MyProjectsPage from '../../src/client/features/sellers/pages/MyProjectsPage';
import { PLACE_PICKER_COPY } from '../../src/client/features/sellers/shared/place-picker.content';
import { CITY_CHOICES } from '../../src/shared/location/city-choices';
import { mediaUrl } from '../../src/shared/media';
import { MEDIA_UPLOAD_MESSAGES } from '../../src/shared/media-upload';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { FREE_PROJECT_QUOTA, SELLER_PROJECT_MESSAGES } from '../../src/shared/sellers/seller-project-constants';
import { storeSeller } from '../fixtures/seller-accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { FakeXhr, uploadedPhoto } from '../helpers/seller-add-property-dom';
import { renderProjectPage as renderPage, sellerProject, storeBuilder } from '../helpers/seller-projects-dom';

const POST = 'POST /api/seller/projects';
const created = (id = 9) => ({
  status: 201,
  body: {
    success: true,
    message: SELLER_PROJECT_MESSAGES.projectCreated,
    data: sellerProject({ id, status: 'pending' }),
  },
});

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const row = (n: number) => screen.getByRole('listitem', { name: UI.configurationHeading(n) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: UI.submit }));

function fillUnit(n: number, [label, bedrooms, minArea, maxArea, minPrice, maxPrice]: string[]) {
  const scope = row(n);
  type('Configuration', label as string, scope);
  type('Bedrooms (BHK)', bedrooms as string, scope);
  type('Smallest size (sq.ft)', minArea as string, scope);
  type('Largest size (sq.ft)', maxArea as string, scope);
  type('Lowest price (₹)', minPrice as string, scope);
  type('Highest price (₹)', maxPrice as string, scope);
}

/** Everything a residential project in Bhopal needs, with one configuration. */
async function fillProject() {
  await screen.findByRole('group', { name: 'About the project' });
  type('Project name', 'Lakeview Residency');
  type('Project type', 'Residential');
  type('City', 'Bhopal');
  type('State', 'Madhya Pradesh');
  type('Locality', 'Kolar Road');
  type('Total units', '240');
  type('Units available', '180');
  fillUnit(1, ['2 BHK', '2', '1050', '1180', '5200000', '5900000']);
}

describe('the add project page', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends a whole project with configurations added and removed, photos in order, and shows the answer', async () => {
    const api = stubFetch({ [POST]: created() });
    storeBuilder();
    renderPage(AddProjectPage, PATHS.sellerAddProject);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.sellerAddProject.title })).toBeTruthy();
    await fillProject();
    type('Description', 'Two towers beside the Upper Lake.');
    type('Address', 'Plot 14, Kolar Road');
    fireEvent.click(screen.getByRole('button', { name: UI.addConfiguration }));
    fireEvent.click(screen.getByRole('button', { name: UI.addConfiguration }));
    fillUnit(2, ['Penthouse', '5', '3000', '3400', '30000000', '34000000']);
    fillUnit(3, ['3 BHK', '3', '1450', '1620', '7400000', '8300000']);
    fireEvent.click(screen.getByRole('button', { name: UI.removeConfiguration(2) }));
    expect(screen.getAllByRole('listitem', { name: /^Configuration \d$/ })).toHaveLength(2);
    expect(screen.getByText(UI.priceRange('₹52 L - ₹83 L'))).toBeTruthy();
    expect(within(row(2)).getByText(UI.priceAsWords('₹74 L'))).toBeTruthy();
    type('Launch date', '2026-01-15');
    type('Completion date', '2029-06-30');
    type('RERA id', 'P-BPL-26-4821');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Upcoming: not launched yet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Club House' }));

    const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Add photos'), {
      target: { files: [photo('tower.jpg'), photo('pool.jpg')] },
    });
    // Each photo is sent once the browser has tried to make it smaller.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [tower, pool] = FakeXhr.sent;
    tower?.answer(201, { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: uploadedPhoto('a'.repeat(64)) });
    pool?.answer(201, { success: true, message: MEDIA_UPLOAD_MESSAGES.uploaded, data: uploadedPhoto('b'.repeat(64)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Make cover: Photo 2 (pool.jpg)' }));

    submit();
    expect(await screen.findByRole('heading', { name: UI.createdTitle })).toBeTruthy();
    expect(screen.getByText(SELLER_PROJECT_MESSAGES.projectCreated)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.myProjects }).getAttribute('href')).toBe(PATHS.sellerProjects);
    const [sent] = api.to(POST);
    expect(sent?.headers.authorization).toBe('Bearer test-token');
    expect(sent?.body).toEqual({
      name: 'Lakeview Residency',
      projectType: 'Residential',
      description: 'Two towers beside the Upper Lake.',
      location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Kolar Road', address: 'Plot 14, Kolar Road' },
      totalUnits: 240,
      availableUnits: 180,
      unitConfigurations: [
        { label: '2 BHK', bedrooms: 2, minAreaSqft: 1050, maxAreaSqft: 1180, minPrice: 5_200_000, maxPrice: 5_900_000 },
        { label: '3 BHK', bedrooms: 3, minAreaSqft: 1450, maxAreaSqft: 1620, minPrice: 7_400_000, maxPrice: 8_300_000 },
      ],
      launchDate: '2026-01-15',
      completionDate: '2029-06-30',
      reraId: 'P-BPL-26-4821',
      amenities: ['Club House'],
      upcoming: true,
      photos: ['b'.repeat(64), 'a'.repeat(64)],
    });
  });

  it('checks the form with the shared rules, names fields by their labels, focuses the first and sends nothing', async () => {
    const api = stubFetch({ [POST]: created() });
    storeBuilder();
    renderPage(AddProjectPage, PATHS.sellerAddProject);
    await screen.findByRole('group', { name: 'About the project' });
    submit();
    expect(await screen.findByText('Project name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Project name'));
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(within(row(1)).getByText('Configuration 1 name is required')).toBeTruthy();
    expect(screen.getByText(UI.fixErrors).getAttribute('role')).toBe('alert');

    await fillProject();
    type('Units available', '300');
    type('Highest price (₹)', '5000000', row(1));
    type('Launch date', '2027-01-01');
    type('Completion date', '2026-12-31');
    submit();
    expect(await screen.findByText('Units available must not be above the total units')).toBeTruthy();
    expect(within(row(1)).getByText('Configuration 1 highest price must not be below its lowest price')).toBeTruthy();
    expect(screen.getByText('Completion date must not be before the launch date')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: UI.removeConfiguration(1) }));
    submit();
    expect(await screen.findByText('Unit configurations must list 1 to 20 configurations')).toBeTruthy();
    expect(api.to(POST)).toHaveLength(0);
  });

  it("shows the server's refusals: the free quota with a way to the projects, and any other message", async () => {
    const quota = SELLER_PROJECT_MESSAGES.quotaReached(FREE_PROJECT_QUOTA);
    const api = stubFetch({ [POST]: { status: 402, body: { success: false, message: quota } } });
    storeBuilder();
    renderPage(AddProjectPage, PATHS.sellerAddProject);
    await fillProject();
    submit();
    const alert = await screen.findByText(quota);
    expect(within(alert.parentElement as HTMLElement).getByRole('link', { name: UI.myProjects })).toBeTruthy();

    api.routes[POST] = {
      status: 400,
      body: { success: false, message: 'photos[0] is not a photo you uploaded; upload it again' },
    };
    submit();
    expect(await screen.findByText('photos[0] is not a photo you uploaded; upload it again')).toBeTruthy();
    expect(screen.queryByText(quota)).toBeNull();
  });

  it('edits a project with ?id=: the stored fields and photos, saved with PATCH', async () => {
    const hash = 'c'.repeat(64);
    const api = stubFetch({
      'GET /api/seller/projects/5': { status: 200, body: { success: true, data: sellerProject({ photos: [hash] }) } },
      'PATCH /api/seller/projects/5': {
        status: 200,
        body: { success: true, message: SELLER_PROJECT_MESSAGES.projectSentForReview, data: sellerProject() },
      },
    });
    storeBuilder();
    renderPage(AddProjectPage, `${PATHS.sellerAddProject}?id=5`);
    expect(((await screen.findByLabelText('Project name')) as HTMLInputElement).value).toBe('Lakeview Residency');
    expect(screen.getByRole('heading', { level: 1, name: UI.editTitle })).toBeTruthy();
    expect(screen.getByText(UI.activeNotice)).toBeTruthy();
    expect((within(row(2)).getByLabelText('Highest price (₹)') as HTMLInputElement).value).toBe('8300000');
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(mediaUrl(hash, 320));
    expect(screen.getByRole('button', { name: 'Club House' }).getAttribute('aria-pressed')).toBe('true');
    type('RERA id', 'P-BPL-26-4822');
    fireEvent.click(screen.getByRole('button', { name: UI.saveChanges }));
    expect(await screen.findByRole('heading', { name: UI.updatedTitle })).toBeTruthy();
    expect(screen.getByText(SELLER_PROJECT_MESSAGES.projectSentForReview)).toBeTruthy();
    // The stored status no longer holds once the edit is saved.
    expect(screen.queryByText(UI.activeNotice)).toBeNull();
    expect(api.to('PATCH /api/seller/projects/5')[0]?.body).toMatchObject({ reraId: 'P-BPL-26-4822', photos: [hash] });
  });

  it('tells the builder why a rejected project was refused before they fix it', async () => {
    const reason = 'RERA number could not be verified';
    stubFetch({
      'GET /api/seller/projects/7': {
        status: 200,
        body: { success: true, data: sellerProject({ id: 7, status: 'rejected', rejectionReason: reason }) },
      },
    });
    storeBuilder();
    renderPage(AddProjectPage, `${PATHS.sellerAddProject}?id=7`);
    expect(await screen.findByText(UI.rejectedNotice(reason))).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('says why a project cannot be loaded for editing', async () => {
    stubFetch({
      'GET /api/seller/projects/77': {
        status: 404,
        body: { success: false, message: SELLER_PROJECT_MESSAGES.projectNotFound },
      },
    });
    storeBuilder();
    renderPage(AddProjectPage, `${PATHS.sellerAddProject}?id=77`);
    expect(await screen.findByText(SELLER_PROJECT_MESSAGES.projectNotFound)).toBeTruthy();
  });

  it('picks the city from the suggestions, filling in the state', async () => {
    stubFetch();
    storeBuilder();
    renderPage(AddProjectPage, PATHS.sellerAddProject);
    const city = await screen.findByRole('combobox', { name: 'City' });
    fireEvent.focus(city);
    // Before anything is typed, the product's cities are offered.
    const list = screen.getByRole('listbox', { name: PLACE_PICKER_COPY.citiesList('City') });
    expect(within(list).getAllByRole('option')).toHaveLength(CITY_CHOICES.length);
    type('City', 'Bhop');
    fireEvent.click(screen.getByRole('option', { name: 'Bhopal, Madhya Pradesh' }));
    expect((city as HTMLInputElement).value).toBe('Bhopal');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Madhya Pradesh');
    // Another state keeps the city the builder typed: the server stores the city's own state.
    type('State', 'Gujarat');
    expect((city as HTMLInputElement).value).toBe('Bhopal');
  });
});

describe('project pages for an owner or an agent', () => {
  it.each([
    ['Agent', AddProjectPage, PATHS.sellerAddProject],
    ['Individual', MyProjectsPage, PATHS.sellerProjects],
  ] as const)('tells an %s why not, with a way back, and asks the server nothing', async (sellerType, Page, path) => {
    const api = stubFetch();
    storeSeller({ sellerType });
    renderPage(Page, path);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(SELLER_PROJECT_MESSAGES.buildersOnly(sellerType))).toBeTruthy();
    expect(within(alert).getByRole('link', { name: UI.backToDashboard }).getAttribute('href')).toBe(
      PATHS.sellerDashboard,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
