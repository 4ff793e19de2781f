/** A new owner with one Bhopal flat (three photos) pending review, made over the API for the screenshots. */
import sharp from 'sharp';

async function call(baseUrl: string, token: string, path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export async function sellerWithListing(baseUrl: string, token: string): Promise<void> {
  const json = { 'Content-Type': 'application/json' };
  await call(baseUrl, token, '/api/sellers', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      sellerType: 'Individual',
      address: '12 Arera Colony',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
    }),
  });
  const photos: string[] = [];
  for (const n of [1, 2, 3]) {
    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 60 * n, g: 140, b: 210 - 50 * n } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `flat-${n}.jpg`);
    const uploaded = (await call(baseUrl, token, '/api/media', { method: 'POST', body: form })) as {
      data: { hash: string };
    };
    photos.push(uploaded.data.hash);
  }
  await call(baseUrl, token, '/api/seller/properties', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      title: '2 BHK flat near Arera Colony market',
      description: 'Sunny corner flat on the third floor.',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      price: 4_500_000,
      area: { value: 1100, unit: 'sq.ft' },
      bedrooms: 2,
      bathrooms: 2,
      location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Arera Colony' },
      photos,
    }),
  });
}
