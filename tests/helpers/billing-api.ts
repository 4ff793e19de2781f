/** Helpers for the billing API tests: admins, sellers and buyers on one app, plans and raw (non-JSON) calls. */
import { expect } from 'vitest';
import type { CreateAppOptions } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import type { AdminPlan, PlanInput } from '../../src/shared/billing/billing-contract';
import { validPlan } from '../fixtures/plans';
import { newPerson } from './api-client';
import { type Person, sellerTestApp } from './seller-api';

export function billingTestApp(database: DatabaseHandle, options: Partial<CreateAppOptions> = {}) {
  const t = sellerTestApp(database, options);

  async function admin(): Promise<Person> {
    const details = newPerson();
    const result = await createAdmin(database.db, details);
    if (result.outcome !== 'created') throw new Error(`expected a new admin, got ${result.outcome}`);
    return { user: result.user, token: await t.logIn(details) };
  }

  async function plan(as: Person, overrides: Partial<PlanInput> = {}): Promise<AdminPlan> {
    const res = await t.call<{ data: AdminPlan }>('POST', '/admin/plans', validPlan(overrides), as.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }

  /** A call whose answer may not be JSON (the CSV, the webhook's raw body). */
  async function raw(
    method: string,
    path: string,
    init: { token?: string; body?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await t.app.request(`/api${path}`, {
      method,
      headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...init.headers },
      body: init.body,
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  return { ...t, admin, plan, raw };
}
