import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { WAITLIST_INTENT_EVENT } from '@/lib/browser/waitlist-intent';
import type { EmailTarget } from '@/lib/forms/deliver-email';
import { newChallenge } from '@/lib/proof-of-work/challenge';

import { ContactForm } from './contact-form';
import { WaitlistForm } from './waitlist-form';

const target = (templateId: string): EmailTarget => ({
  publicKey: 'test-key',
  serviceId: 'test-service',
  templateId,
  origin: 'https://email.test',
});

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();
const bodyOf = (init?: RequestInit) =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
    template_params: Record<string, string>;
  };

const RECEIPT = 'r'.repeat(24);

/** The site's proof-of-work challenges, as its route makes them (at the least difficulty). */
const KEYS = { signature: 'test-signature', key: 'test-key' };
const challenge = async (form: 'waitlist' | 'support') =>
  Response.json(await newChallenge(form, 1, KEYS));

/** What the site's server answers any signup it took, a new address or one on the list. */
const recorded = () => Response.json({ receipt: RECEIPT });

/** What the site's server answers a support message it recorded (or had recorded). */
const supportRecorded = () =>
  Response.json({
    reference: 'S-7K4Q2X',
    dueAt: '2026-12-10T04:59:59.999Z',
    dueDay: 'Wednesday, December 9, 2026',
  });

/**
 * The network edge: the geolocation service, the site's own waitlist and support routes and the
 * e-mail API, answered here.
 */
function stubNetwork(
  send: (body: unknown) => Promise<Response> | Response = () => new Response('OK'),
  signup: (body: Record<string, unknown>) => Promise<Response> | Response = recorded,
  support: (body: Record<string, unknown>) => Promise<Response> | Response = supportRecorded,
) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    if (url === '/api/waitlist') {
      return Promise.resolve(signup(JSON.parse(init?.body as string) as Record<string, unknown>));
    }
    if (url === '/api/support') {
      return Promise.resolve(support(JSON.parse(init?.body as string) as Record<string, unknown>));
    }
    if (url === '/api/waitlist/sent') return Promise.resolve(new Response(null, { status: 204 }));
    if (url === '/api/challenge?form=waitlist') return challenge('waitlist');
    if (url === '/api/challenge?form=support') return challenge('support');
    if (url.startsWith('https://geo.test')) {
      return Promise.resolve(
        Response.json({
          ip: '203.0.113.7',
          city: 'Oakland',
          country: 'United States',
          latitude: 1,
          longitude: 2,
        }),
      );
    }
    if (url === 'https://email.test/api/v1.0/email/send')
      return Promise.resolve(send(bodyOf(init)));
    return Promise.reject(new TypeError(`unexpected request to ${url}`));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const sendCalls = (fetchStub: ReturnType<typeof stubNetwork>) =>
  fetchStub.mock.calls.filter(([url]) => urlOf(url).endsWith('/email/send'));
const callsTo = (fetchStub: ReturnType<typeof stubNetwork>, path: string) =>
  fetchStub.mock.calls.filter(([url]) => urlOf(url) === path);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

const geoLookups = (fetchStub: ReturnType<typeof stubNetwork>) =>
  fetchStub.mock.calls.filter(([url]) => urlOf(url).startsWith('https://geo.test'));

describe('WaitlistForm', () => {
  // The location is looked up once per visit (per endpoint): each test is a new visit.
  let visit = 0;
  let geoEndpoint = '';
  beforeEach(() => {
    visit += 1;
    geoEndpoint = `https://geo.test/?visit=${visit}`;
  });
  const renderForm = () =>
    render(<WaitlistForm email={target('waitlist')} geoEndpoint={geoEndpoint} />);

  it('shows the spec messages on submit, focuses the first invalid field and sends nothing', async () => {
    const fetchStub = stubNetwork();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    // The form's checks load on first use: the messages come once they have.
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Location/ZIP Code is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(sendCalls(fetchStub)).toHaveLength(0);
  });

  it('clears a field’s error as soon as it is edited', async () => {
    stubNetwork();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeVisible();
  });

  it('asks vendors for their company', async () => {
    stubNetwork();
    renderForm();
    expect(screen.queryByRole('textbox', { name: 'Company' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Vendor/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Company name is required for vendors')).toBeVisible();
  });

  it('takes the signup type from a call to action, before and after it loads', () => {
    stubNetwork();
    window.history.replaceState(null, '', '/?join=vendor');
    renderForm();
    expect(screen.getByRole('radio', { name: /Vendor/ })).toBeChecked();
    act(() => {
      window.dispatchEvent(new CustomEvent(WAITLIST_INTENT_EVENT, { detail: 'user' }));
    });
    expect(screen.getByRole('radio', { name: /User/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('opens on the first field when a call to action brought the visitor (#waitlist)', () => {
    stubNetwork();
    window.history.replaceState(null, '', '/?join=vendor');
    const { unmount } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
    unmount();
    // A button tapped before the page's code ran: the address alone carries the request.
    window.history.replaceState(null, '', '/?join=vendor#waitlist');
    renderForm();
    expect(screen.getByRole('radio', { name: /Vendor/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  async function fillValidSignup() {
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location/ZIP Code' }), 'Berlin');
  }

  it('reads "Submitting..." while sending, then thanks the visitor with focus on the thanks', async () => {
    let answer!: (response: Response) => void;
    const fetchStub = stubNetwork(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    await waitFor(() => expect(geoLookups(fetchStub)).toHaveLength(1));
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    // The SDK loads on submit; answer once its request is actually out.
    await waitFor(() => expect(sendCalls(fetchStub)).toHaveLength(1));
    await act(async () => {
      answer(new Response('OK'));
      await Promise.resolve();
    });
    const thanks = await screen.findByRole('status', { name: '' });
    expect(thanks).toHaveTextContent('Check your inbox to confirm');
    expect(thanks).toHaveFocus();
    expect(sendCalls(fetchStub)).toHaveLength(1);
    const [, init] = sendCalls(fetchStub)[0]!;
    expect(bodyOf(init)).toMatchObject({
      user_id: 'test-key',
      service_id: 'test-service',
      template_id: 'waitlist',
      template_params: { user_name: 'Ada', user_geo_city: 'Oakland', user_company: 'N/A' },
    });
  });

  it('keeps every value and says so when the service fails, logging the reason', async () => {
    stubNetwork(() => new Response('Forbidden', { status: 403 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit form. Please try again later.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Location/ZIP Code' })).toHaveValue('Berlin');
    expect(String(log.mock.calls[0]?.[1])).toContain('the e-mail service answered 403: Forbidden');
  });

  it('sends again at once when the visitor retries a failed send', async () => {
    let status = 500;
    const fetchStub = stubNetwork(() => new Response('answer', { status }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Check your inbox to confirm')).toBeVisible();
    expect(sendCalls(fetchStub)).toHaveLength(2);
    // The server records a repeat once and answers it alike; the form reports each receipt.
    expect(callsTo(fetchStub, '/api/waitlist')).toHaveLength(2);
    expect(callsTo(fetchStub, '/api/waitlist/sent')).toHaveLength(1);
  });

  it('asks for the location once per visit, however often the form mounts', async () => {
    const fetchStub = stubNetwork();
    const { unmount } = renderForm();
    await waitFor(() => expect(geoLookups(fetchStub)).toHaveLength(1));
    unmount();
    renderForm();
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Check your inbox to confirm')).toBeVisible();
    expect(geoLookups(fetchStub)).toHaveLength(1);
    expect(bodyOf(sendCalls(fetchStub)[0]![1]).template_params.user_geo_city).toBe('Oakland');
  });

  it('records the signup before e-mailing the team, then sends them to their inbox', async () => {
    const fetchStub = stubNetwork();
    window.history.replaceState(null, '', `/?ref=${'b'.repeat(24)}`);
    renderForm();
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText(/follow it to confirm/)).toHaveTextContent(
      /We've e-mailed ada@example.com a link/,
    );
    // Place and link reach the mailbox only.
    expect(screen.queryByRole('textbox', { name: 'Your referral link' })).toBeNull();
    const order = fetchStub.mock.calls
      .map(([url]) => urlOf(url))
      .filter((url) => !url.includes('geo'));
    // The proof of work was fetched as the visitor began, and solved before the signup.
    expect(order).toEqual([
      '/api/challenge?form=waitlist',
      '/api/waitlist',
      'https://email.test/api/v1.0/email/send',
      '/api/waitlist/sent',
    ]);
    const [, init] = callsTo(fetchStub, '/api/waitlist')[0]!;
    const sent = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Ada', email: 'ada@example.com', ref: 'b'.repeat(24) });
    const proof = JSON.parse(atob(sent.proof as string)) as Record<string, unknown>;
    expect(Object.keys(proof)).toEqual(['challenge', 'solution']);
  });

  it('solves a new proof of work once when the server refused the first, and signs up', async () => {
    let refusals = 0;
    const fetchStub = stubNetwork(undefined, () =>
      refusals++ === 0
        ? Response.json({ error: 'expired', fields: {}, proof: 'expired' }, { status: 403 })
        : recorded(),
    );
    renderForm();
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText(/follow it to confirm/)).toBeVisible();
    const proofs = callsTo(fetchStub, '/api/waitlist').map(
      ([, init]) => (JSON.parse(init?.body as string) as { proof: string }).proof,
    );
    expect(proofs).toHaveLength(2);
    expect(proofs[0]).not.toBe(proofs[1]);
    expect(callsTo(fetchStub, '/api/challenge?form=waitlist')).toHaveLength(2);
    expect(JSON.parse(callsTo(fetchStub, '/api/waitlist/sent')[0]![1]?.body as string)).toEqual({
      receipt: RECEIPT,
    });
  });

  it('shows the server’s own field message (a throwaway address) and sends nothing', async () => {
    const fetchStub = stubNetwork(undefined, () =>
      Response.json(
        {
          error: 'Throwaway e-mail address',
          fields: { email: 'Please use a permanent email address' },
        },
        { status: 422 },
      ),
    );
    renderForm();
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Please use a permanent email address')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sendCalls(fetchStub)).toHaveLength(0);
  });

  it('shows the spec’s failure and e-mails nobody when the signup cannot be recorded', async () => {
    const fetchStub = stubNetwork(undefined, () =>
      Response.json({ error: 'The waitlist is unavailable', fields: {} }, { status: 503 }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit form. Please try again later.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(String(log.mock.calls[0]?.[1])).toContain("the site's server answered 503");
    expect(sendCalls(fetchStub)).toHaveLength(0);
  });

  it('thanks a bot that filled the hidden field, without sending', async () => {
    const fetchStub = stubNetwork();
    const { container } = renderForm();
    await fillValidSignup();
    await userEvent.type(
      container.querySelector<HTMLInputElement>('input[name="website"]')!,
      'spam',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Check your inbox to confirm')).toBeVisible();
    expect(sendCalls(fetchStub)).toHaveLength(0);
    expect(callsTo(fetchStub, '/api/waitlist')).toHaveLength(0);
  });

  it('signs up even when the geolocation lookup fails', async () => {
    const fetchStub = stubNetwork();
    fetchStub.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderForm();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await fillValidSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Check your inbox to confirm')).toBeVisible();
    const [, init] = sendCalls(fetchStub)[0]!;
    expect(bodyOf(init).template_params.user_ip).toBe('Not available');
  });
});

describe('ContactForm', () => {
  it('shows the spec messages for an empty message', async () => {
    stubNetwork();
    render(<ContactForm email={target('support')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
  });

  async function fillMessage() {
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
  }

  it('reads "Sending..." while sending, then promises a reply within 3 business days', async () => {
    let answer!: (response: Response) => void;
    const fetchStub = stubNetwork(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<ContactForm email={target('support')} />);
    await fillMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(sendCalls(fetchStub)).toHaveLength(1));
    await act(async () => {
      answer(new Response('OK'));
      await Promise.resolve();
    });
    expect(await screen.findByText(/within 3 business days/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your reference is S-7K4Q2X: expect our reply by Wednesday, December 9, 2026.',
    );
  });

  it('records the message before e-mailing it, with its proof of work and its key', async () => {
    const fetchStub = stubNetwork();
    render(<ContactForm email={target('support')} />);
    await fillMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/within 3 business days/)).toHaveTextContent('S-7K4Q2X');
    const order = fetchStub.mock.calls
      .map(([url]) => urlOf(url))
      .filter((url) => !url.startsWith('https://geo.test'));
    expect(order).toEqual([
      '/api/challenge?form=support',
      '/api/support',
      'https://email.test/api/v1.0/email/send',
    ]);
    const sent = JSON.parse(callsTo(fetchStub, '/api/support')[0]![1]?.body as string) as Record<
      string,
      string
    >;
    expect(sent).toMatchObject({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    expect(sent.key).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    expect(JSON.parse(atob(sent.proof!))).toHaveProperty('solution');
    expect(bodyOf(sendCalls(fetchStub)[0]![1]).template_params).toMatchObject({
      user_name: 'Ada',
      user_message: 'Hello',
      user_phone: 'Not provided',
      type: 'support',
    });
  });

  it('retries a failed e-mail with the same key, so the message is recorded once', async () => {
    let status = 500;
    const fetchStub = stubNetwork(() => new Response('answer', { status }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ContactForm email={target('support')} />);
    await fillMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/within 3 business days/)).toHaveTextContent('S-7K4Q2X');
    const keys = callsTo(fetchStub, '/api/support').map(
      ([, init]) => (JSON.parse(init?.body as string) as { key: string }).key,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps every value and sends no e-mail when the message cannot be recorded', async () => {
    const fetchStub = stubNetwork(undefined, undefined, () =>
      Response.json({ error: 'unavailable', fields: {} }, { status: 503 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ContactForm email={target('support')} />);
    await fillMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    expect(sendCalls(fetchStub)).toHaveLength(0);
  });

  it('says so under the form when sending fails, keeping the message', async () => {
    stubNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ContactForm email={target('support')} />);
    await fillMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});
