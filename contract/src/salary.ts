/**
 * A job's salary as every screen and message shows it: "10–18 LPA" for a range, "12 LPA" for a
 * single figure. No imports: the browser's bundles take it through shared-state.
 */
/** What a range whose top is below its bottom is told, by the API and the job form alike. */
export const SALARY_RANGE_ERROR = 'Maximum salary must be at least the minimum salary.';

export function formatSalary({ salary, salaryMax }: { salary: number; salaryMax?: number | null }): string {
  return salaryMax != null && salaryMax !== salary ? `${salary}–${salaryMax} LPA` : `${salary} LPA`;
}
