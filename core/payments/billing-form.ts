import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language, type MessageId } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import { validateBillingDetails, type BillingErrors, type BillingField } from './billing-rules';
import { MONEY_PATHS, moneyCall } from './money-api';
import { billingDetailsSchema, billingResponseSchema, type BillingDetails, type BillingKind } from './types';
import { z } from '../schemas/zod-mini';

/** The form's fields as typed (every text a string; the kind a choice). */
export type BillingValues = { kind: BillingKind } & Record<Exclude<BillingField, 'kind'>, string>;

/** The fields in the order the form shows them (the first problem's field gets the focus). */
export const BILLING_FIELDS: readonly BillingField[] = ['kind', 'name', 'company_name', 'tax_number', 'address', 'city', 'postal_code'];

export const EMPTY_BILLING: BillingValues = { kind: 'person', name: '', company_name: '', tax_number: '', address: '', city: '', postal_code: '' };

export interface BillingFormState {
  phase: 'loading' | 'ready' | 'failed';
  values: BillingValues;
  /** Each field's problems as catalogue ids (the shared rules', or the server's). */
  errors: BillingErrors;
  saving: boolean;
}

export const INITIAL_BILLING_FORM: BillingFormState = { phase: 'loading', values: EMPTY_BILLING, errors: {}, saving: false };

export interface BillingFormDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
}

const savedSchema = z.looseObject({ status: z.literal('success'), details: z.nullish(billingDetailsSchema) });

function valuesOf(details: BillingDetails | null): BillingValues {
  if (!details) return EMPTY_BILLING;
  return {
    kind: details.kind,
    name: details.name,
    company_name: details.company_name ?? '',
    tax_number: details.tax_number ?? '',
    address: details.address,
    city: details.city,
    postal_code: details.postal_code ?? '',
  };
}

/** The server's `errors` ({field: [ids]}) as the form's, keeping only known fields and catalogue ids as they come. */
function serverErrors(errors: unknown): BillingErrors {
  if (!errors || typeof errors !== 'object') return {};
  const out: BillingErrors = {};
  for (const field of BILLING_FIELDS) {
    const value = (errors as Record<string, unknown>)[field];
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is MessageId => typeof id === 'string' && id !== '');
    if (ids.length > 0) out[field] = ids;
  }
  return out;
}

/**
 * The billing details form (issue 21): person or company, validated with the shared rules the server applies
 * (`validateBillingDetails`: names, address, city, the North Macedonian tax number ЕДБ) before anything is sent,
 * every field's problems shown by it; the server's own refusal (422 `errors`) lands on the same fields. Saving
 * says its outcome as a toast.
 */
export class BillingForm extends Store<BillingFormState> {
  constructor(private readonly deps: BillingFormDeps) {
    super(INITIAL_BILLING_FORM);
  }

  async load(): Promise<void> {
    this.patch({ phase: 'loading' });
    try {
      const { details } = await moneyCall(this.deps.http, MONEY_PATHS.billing, billingResponseSchema);
      this.patch({ phase: 'ready', values: valuesOf(details), errors: {} });
    } catch (error) {
      this.deps.logger.warn('billing details not loaded', error);
      this.patch({ phase: 'failed' });
    }
  }

  /** A field changed: its own problem goes away until the next save. */
  set<F extends keyof BillingValues>(field: F, value: BillingValues[F]): void {
    const { values, errors } = this.getSnapshot();
    const rest = { ...errors };
    delete rest[field];
    if (field === 'kind') for (const dependent of ['name', 'company_name', 'tax_number'] as const) delete rest[dependent];
    this.patch({ values: { ...values, [field]: value }, errors: rest });
  }

  /** Validates, then saves: true when the server kept the details. */
  async save(): Promise<boolean> {
    const state = this.getSnapshot();
    if (state.saving || state.phase !== 'ready') return false;
    // A person has no company name or tax number: what was typed in the company's fields stays out of it.
    const values = state.values.kind === 'person' ? { ...state.values, company_name: '', tax_number: '' } : state.values;
    const checked = validateBillingDetails(values);
    if (!checked.ok) {
      this.patch({ errors: checked.errors });
      this.deps.toasts.error(messageText(firstProblem(checked.errors) ?? 'common.errorOccurred', this.deps.language()));
      return false;
    }
    this.patch({ saving: true, errors: {} });
    try {
      const answer = await moneyCall(this.deps.http, MONEY_PATHS.billing, savedSchema, { method: 'PUT', payload: checked.value });
      this.patch({ saving: false, values: valuesOf(answer.details ?? checked.value) });
      this.deps.toasts.success(messageText('billingSaved', this.deps.language()));
      return true;
    } catch (error) {
      const body = isHttpFailure(error) ? error.body : null;
      this.patch({ saving: false, errors: serverErrors(body?.errors) });
      this.deps.toasts.error(messageForOutcome(body, { lang: this.deps.language() }));
      return false;
    }
  }
}

/** The first problem in the form's order. */
export function firstProblem(errors: BillingErrors): MessageId | null {
  for (const field of BILLING_FIELDS) {
    const id = errors[field]?.[0];
    if (id) return id;
  }
  return null;
}
