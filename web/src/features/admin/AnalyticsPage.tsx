import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsReport } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { useCategoryLabel } from '../meta/queries';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { reportCsv, reportRows } from './csv';
import { adminKeys } from './keys';
import { analyticsQueryOptions, refreshAnalytics } from './operations-queries';

const sydneyDay = (offsetDays = 0) =>
  new Date(Date.now() - offsetDays * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Australia/Sydney',
  });

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);

function Kpi({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">{value}</dd>
      {note ? <dd className="text-xs text-slate-500 dark:text-slate-400">{note}</dd> : null}
    </div>
  );
}

function Chart({ title, children }: { title: string; children: React.ReactElement }) {
  const id = useId();
  return (
    <figure
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption id={id} className="mb-2 font-semibold text-slate-900 dark:text-white">
        {title}
      </figcaption>
      {/* The chart learns its new width a frame after a resize: clip that frame, so the page
          never scrolls sideways while it catches up. */}
      <div className="h-64 w-full overflow-hidden">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function download(report: AnalyticsReport, categoryLabel: (id: string) => string) {
  const blob = new Blob([reportCsv(report, categoryLabel)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `tradiehub-analytics-${report.range.from}-to-${report.range.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function Report({ report }: { report: AnalyticsReport }) {
  const categoryLabel = useCategoryLabel();
  const categories = report.jobsByCategory.map((c) => ({ ...c, label: categoryLabel(c.category) }));
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Kpi
          label="Sign-ups"
          value={String(report.totals.homeowners + report.totals.tradies)}
          note={`${report.totals.homeowners} homeowners · ${report.totals.tradies} tradies`}
        />
        <Kpi
          label="Pending verifications"
          value={String(report.pendingVerifications)}
          note="right now"
        />
        <Kpi label="Jobs posted" value={String(report.jobsPosted)} />
        <Kpi
          label="Leads sold"
          value={String(report.leads.sold)}
          note={`fill rate ${percent(report.leads.fillRate)}`}
        />
        <Kpi
          label="Time to first lead"
          value={
            report.timeToFirstLead.averageHours === null
              ? '—'
              : `${report.timeToFirstLead.averageHours} h`
          }
          note="average"
        />
        <Kpi
          label="Hires"
          value={String(report.hires.hired)}
          note={`completion ${percent(report.hires.completionRate)}`}
        />
        <Kpi
          label="Revenue"
          value={formatAud(report.revenue.totalCents)}
          note={`incl. GST ${formatAud(report.revenue.gstCents)} · ex GST ${formatAud(report.revenue.exGstCents)}`}
        />
        <Kpi
          label="Average rating"
          value={report.reviews.averageRating === null ? '—' : `${report.reviews.averageRating} ★`}
          note={`${report.reviews.count} reviews`}
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <Chart title="Sign-ups per day">
          <LineChart data={report.signups}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="homeowners" name="Homeowners" stroke="#0f766e" />
            <Line type="monotone" dataKey="tradies" name="Tradies" stroke="#c2410c" />
          </LineChart>
        </Chart>
        <Chart title="Jobs posted per category">
          {/* Bars run sideways so every category keeps its name; each bar shows its count. */}
          <BarChart data={categories} layout="vertical" margin={{ right: 24 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={120} interval={0} />
            <Tooltip />
            <Bar dataKey="jobs" name="Jobs" fill="#0f766e">
              <LabelList dataKey="jobs" position="right" />
            </Bar>
          </BarChart>
        </Chart>
        <Chart title="Jobs posted per state">
          <BarChart data={report.jobsByState}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="state" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="jobs" name="Jobs" fill="#c2410c" />
          </BarChart>
        </Chart>
        <Chart title="Revenue (A$, GST shown apart)">
          <BarChart
            data={[
              {
                name: 'Credit bundles',
                exGst: (report.revenue.bundleCents * 10) / 1100,
                gst: report.revenue.bundleCents / 1100,
              },
              {
                name: 'Emergency fees',
                exGst: (report.revenue.emergencyCents * 10) / 1100,
                gst: report.revenue.emergencyCents / 1100,
              },
            ]}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis />
            <Tooltip formatter={(value) => `A$${Number(value).toFixed(2)}`} />
            <Legend />
            <Bar dataKey="exGst" name="Excl. GST" stackId="r" fill="#0f766e" />
            <Bar dataKey="gst" name="GST" stackId="r" fill="#94a3b8" />
          </BarChart>
        </Chart>
      </div>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          All figures
        </h2>
        <DataTable
          className="mt-3"
          caption="Every figure of the report, by section"
          rows={reportRows(report, categoryLabel)}
          rowKey={([section, metric]) => `${section}-${metric}`}
          columns={[
            {
              header: 'Section',
              cell: ([section]) => section,
              className: 'text-slate-600 dark:text-slate-400',
            },
            { header: 'Metric', cell: ([, metric]) => metric },
            { header: 'Value', cell: ([, , value]) => value || '—', align: 'end' },
          ]}
        />
      </section>
    </div>
  );
}

/** /admin/analytics: KPIs, charts, the full table and a CSV export for a date range. */
export function AnalyticsPage() {
  const [range, setRange] = useState({ from: sydneyDay(29), to: sydneyDay(0) });
  const query = useQuery(analyticsQueryOptions(range));
  const categoryLabel = useCategoryLabel();
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: refreshAnalytics,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.analytics }),
  });
  return (
    <DashboardFrame
      area="admin"
      title="Analytics"
      intro={
        <p>
          How the marketplace is doing over a date range (Sydney days). Figures come from daily
          roll-ups rebuilt every five minutes
          {query.data
            ? `; these are as of ${new Date(query.data.refreshedAt).toLocaleString('en-AU')}`
            : ''}
          .
        </p>
      }
    >
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium">
          From
          <input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <label className="flex flex-col text-sm font-medium">
          To
          <input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <Button
          variant="secondary"
          onClick={() => refresh.mutate()}
          busy={refresh.isPending}
          busyText="Refreshing…"
        >
          Refresh now
        </Button>
        <Button
          variant="secondary"
          disabled={!query.data}
          onClick={() => query.data && download(query.data, categoryLabel)}
        >
          Export CSV
        </Button>
      </div>
      <QueryState
        query={query}
        loading="Loading the figures…"
        errorTitle="We couldn't load the figures"
      >
        {(report) => <Report report={report} />}
      </QueryState>
    </DashboardFrame>
  );
}
