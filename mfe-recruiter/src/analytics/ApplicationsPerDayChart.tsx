import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import type { CompanyAnalytics } from '@portal/shared-state';
import { Table, TBody, Td, Th, THead, Tr } from '@portal/shared-ui';
import { TableCaption } from '../table';
import { ChartFigure } from './ChartFigure';
import { perDaySummary } from './perDaySummary';

type Days = CompanyAnalytics['applicationsPerDay'];

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 36 };
/** Room for one date under the axis, "11-03", with a gap. */
const DATE_LABEL_WIDTH = 48;
const TICK_FONT_SIZE = 12;

const Bars = ({ days, width }: { days: Days; width: number }) => {
  const { colors } = useTheme();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map(({ date }) => date), range: [0, innerWidth], padding: 0.2 });
  const most = Math.max(1, ...days.map(({ count }) => count));
  const y = scaleLinear({ domain: [0, most], range: [innerHeight, 0], nice: true });
  // As many dates as fit side by side, evenly spaced, the first always among them.
  const every = Math.ceil(days.length / Math.max(1, Math.floor(innerWidth / DATE_LABEL_WIDTH)));
  const labelled = days.filter((_, index) => index % every === 0).map(({ date }) => date);
  const tickLabel = { fill: colors.muted, fontSize: TICK_FONT_SIZE };
  return (
    <Group left={MARGIN.left} top={MARGIN.top}>
      {days.map(({ date, count }) => (
        <Bar key={date} x={x(date)} y={y(count)} width={x.bandwidth()} height={innerHeight - y(count)} fill={colors.brand} />
      ))}
      <AxisLeft
        scale={y}
        numTicks={Math.min(most, 4)}
        tickFormat={(value) => String(value)}
        stroke={colors.muted}
        tickStroke={colors.muted}
        tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={labelled}
        tickFormat={(date) => date.slice(5)}
        stroke={colors.muted}
        tickStroke={colors.muted}
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
      />
    </Group>
  );
};

const DaysTable = ({ days }: { days: Days }) => (
  <Table label="Applications per day as a table">
    <TableCaption>Applications per day (UTC)</TableCaption>
    <THead>
      <Tr>
        <Th>Day</Th>
        <Th>Applications</Th>
      </Tr>
    </THead>
    <TBody>
      {days.map(({ date, count }) => (
        <Tr key={date}>
          <Td label="Day">{date}</Td>
          <Td label="Applications">{count}</Td>
        </Tr>
      ))}
    </TBody>
  </Table>
);

/** Applications sent each day of the range, as bars. */
export const ApplicationsPerDayChart = ({ days }: { days: Days }) => (
  <ChartFigure
    title="Applications per day"
    summary={perDaySummary(days)}
    height={HEIGHT}
    draw={(width) => <Bars days={days} width={width} />}
    table={<DaysTable days={days} />}
  />
);
