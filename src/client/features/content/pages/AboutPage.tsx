import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { SITE, telHref } from '../../../../shared/site';
import { HEADER_LABELS } from '../../../app/layouts/layout.content';
import { siteConfig } from '../../../lib/site-config';
import { ABOUT_PROMISES, BUYER_STEPS, SELLER_STEPS } from '../about/about.content';
import { ShieldIcon } from '../components/content-icons';
import { NumberedSteps } from '../components/NumberedSteps';
import { OfficeAddressLines } from '../components/OfficeAddressLines';
import { PageIntro } from '../components/PageIntro';
import { CONTENT_LABELS } from '../content-pages.content';

const H2 = 'text-2xl font-bold tracking-tight text-ink sm:text-3xl';

function Steps({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h3 id={id} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <NumberedSteps steps={steps} className="mt-4 space-y-4" />
    </section>
  );
}

/** Who we are, what we do differently, how it works for buyers and sellers, and how to reach us. */
export default function AboutPage() {
  const { address } = SITE;
  return (
    <>
      <PageIntro
        routeKey="about"
        eyebrow="About Property Creator"
        lead="A property marketplace for India, built in Bhopal, for buyers who are tired of fake listings and spam calls, and for owners, agents and builders who want serious buyers."
      />

      <section aria-labelledby="who-we-are" className="container-page py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <div className="max-w-[70ch] text-base leading-7 text-ink sm:text-lg sm:leading-8">
            <h2 id="who-we-are" className={H2}>
              Who we are
            </h2>
            <p className="mt-4">
              We are a small team of engineers and property professionals in {address.city}, {address.state}. We started
              Property Creator after watching friends and family search for homes in Bhopal, Indore and Jabalpur: the
              same flat listed five times, brokers posing as owners, photos that had nothing to do with the property,
              and a dozen calls within minutes of showing interest.
            </p>
            <p className="mt-4">
              We think a property portal should work the way a good local agent does: honest about who is selling,
              careful with your number, and useful on the phone you already have, even on a weak connection.
            </p>
          </div>
          <div className="self-start rounded-xl border border-line bg-surface p-5 text-base leading-7 text-ink sm:p-6">
            <p className="font-semibold">Our office</p>
            <address className="mt-2 not-italic">
              <OfficeAddressLines />
            </address>
            <p className="mt-3">
              <a href={telHref(siteConfig.phone)} className="text-link font-semibold">
                {siteConfig.phone}
              </a>
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="different" className="border-y border-line bg-surface">
        <div className="container-page py-10 sm:py-14">
          <h2 id="different" className={H2}>
            What we do differently
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT_PROMISES.map((promise) => (
              <li key={promise.title} className="card">
                <ShieldIcon className="h-7 w-7 text-brand" />
                <h3 className="mt-3 text-lg font-bold text-ink">{promise.title}</h3>
                <p className="mt-2 text-base leading-7 text-muted">{promise.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="container-page py-10 sm:py-14">
        <h2 id="how-it-works" className={H2}>
          How it works
        </h2>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Steps id="for-buyers" title="For buyers and tenants" steps={BUYER_STEPS} />
          <Steps id="for-sellers" title="For owners, agents and builders" steps={SELLER_STEPS} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={PATHS.search} className="btn-solid px-5 py-2.5 text-base">
            {CONTENT_LABELS.searchProperties}
          </Link>
          <Link href={PATHS.postProperty} className="btn-outline px-5 py-2.5 text-base">
            {HEADER_LABELS.postProperty}
          </Link>
        </div>
      </section>

      <section aria-labelledby="talk-to-us" className="on-dark bg-brand-dark text-white">
        <div className="container-page flex flex-col gap-5 py-10 sm:flex-row sm:items-center sm:justify-between sm:py-12">
          <div>
            <h2 id="talk-to-us" className="text-2xl font-bold sm:text-3xl">
              Questions, or something to report?
            </h2>
            <p className="mt-2 max-w-[60ch] text-base leading-7 text-white/85">
              A person from our Bhopal team answers every message within one working day.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href={PATHS.contact} className="btn-accent px-5 py-2.5 text-base">
              Contact us
            </Link>
            <a
              href={telHref(siteConfig.phone)}
              className="btn border border-white/60 px-5 py-2.5 text-base text-white hover:bg-white/10"
            >
              Call {siteConfig.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
