import { selectSavedJobIds, toggleSavedJob, useAppDispatch, useAppSelector, type Job } from '@portal/shared-state';
import { BrowseJobCard } from '@portal/shared-ui';

/** A job in a result list, with Save For Later kept in the persisted store. */
export const JobResultCard = ({ job }: { job: Job }) => {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSavedJobIds).includes(job._id);
  return (
    <BrowseJobCard
      title={job.title}
      description={job.description}
      companyName={job.company.name}
      companyLogo={job.company.logo ?? undefined}
      position={job.position}
      jobType={job.jobType}
      salary={job.salary}
      createdAt={job.createdAt}
      detailsTo={`/description/${job._id}`}
      saved={saved}
      onToggleSaved={() => dispatch(toggleSavedJob(job._id))}
    />
  );
};
