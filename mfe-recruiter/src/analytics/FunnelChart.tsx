import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTheme } from 'styled-components';
import type { CompanyAnalytics } from '@portal/shared-state';
import { Table, TBody, Td, Th, THead, Tr } from '@portal/shared-ui';
import { TableCaption } from '../table';
import { ChartFigure } from './ChartFigure';
import { conversionText, funnelSteps, funnelSummary, type FunnelStep } from './funnelSteps';

/** A step: its line of text, then its bar under it, so a phone's width goes to the bar. */
const ROW_HEIGHT = 52;
const TEXT_BASELINE = 16;
const BAR_TOP = 22;
const BAR_HEIGHT = 20;
const FONT_SIZE = 13;

const Steps = ({ steps, width }: { steps: FunnelStep[]; width: number }) => {
  const { colors } = useTheme();
  const x = scaleLinear({ domain: [0, Math.max(1, ...steps.map(({ reached }) => reached))], range: [0, width] });
  return (
    <>
      {steps.map((step, index) => (
        <Group key={step.stage} top={index * ROW_HEIGHT}>
          <text y={TEXT_BASELINE} fontSize={FONT_SIZE} fill={colors.heading}>
            {step.label}: {step.reached}
            {step.previous !== null && <tspan fill={colors.muted}> · {conversionText(step)}</tspan>}
          </text>
          <Bar y={BAR_TOP} width={width} height={BAR_HEIGHT} fill={colors.surface} />
          <Bar y={BAR_TOP} width={x(step.reached)} height={BAR_HEIGHT} fill={colors.brand} />
        </Group>
      ))}
    </>
  );
};

const StepsTable = ({ steps }: { steps: FunnelStep[] }) => (
  <Table label="The funnel as a table">
    <TableCaption>Applications that reached each step, and the share of the step before</TableCaption>
    <THead>
      <Tr>
        <Th>Step</Th>
        <Th>Applications</Th>
        <Th>Conversion</Th>
      </Tr>
    </THead>
    <TBody>
      {steps.map((step) => (
        <Tr key={step.stage}>
          <Td label="Step">{step.label}</Td>
          <Td label="Applications">{step.reached}</Td>
          <Td label="Conversion">{conversionText(step) || 'First step'}</Td>
        </Tr>
      ))}
    </TBody>
  </Table>
);

/** How far the range's applications got: applied → shortlisted → interview → accepted, as horizontal bars. */
export const FunnelChart = ({ funnel }: { funnel: CompanyAnalytics['funnel'] }) => {
  const steps = funnelSteps(funnel);
  return (
    <ChartFigure
      title="The funnel"
      summary={funnelSummary(steps)}
      height={steps.length * ROW_HEIGHT}
      draw={(width) => <Steps steps={steps} width={width} />}
      table={<StepsTable steps={steps} />}
    />
  );
};
