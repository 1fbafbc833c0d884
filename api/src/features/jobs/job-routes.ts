import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminJobsResponseSchema,
  JobListResponseSchema,
  JobMutationResponseSchema,
  JobPostBodySchema,
  JobResponseSchema,
  JobSearchQuerySchema,
  JobUpdateBodySchema,
  RecommendedJobsQuerySchema,
  RecommendedJobsResponseSchema,
  SimilarJobsQuerySchema,
  SimilarJobsResponseSchema,
  EXACT_TOTAL_LIMIT,
} from '@portal/contract';
import type { AppDeps } from '../../deps';
import { todayIso } from '../../db/time';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { sendJson } from '../../http/send-json';
import { toSearchAnswer } from './job-reads';
import { DEFAULT_TUNING, defaultTuning, effectiveSort, type SearchRequest } from './job-search';
import { jobService } from './job-service';
import { recommendations } from './recommendations';
import { decodeCursor } from './search-cursor';
import { skillMatches } from './skill-matches';

const params = idParams('id');

export async function jobRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = jobService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { jobReads } = deps;
  const matches = skillMatches(deps.db);
  const recommended = recommendations(deps.db, deps.engine, jobReads);

  routes.get(
    '/get',
    {
      onRequest: app.guards.optionalUser,
      schema: {
        tags: ['job'],
        summary: 'Search open jobs (public): by words, with filters, facets and three sorts',
        description: [
          'All parameters optional; every list parameter may be repeated (`?location=Pune&location=Mumbai`) and means any of these.',
          '`keyword`: every word must occur in the title, requirements, description or location, as a word or the start of one from 3 letters on (`dev` finds Developer);',
          'a word of 5 or more letters may have one typo (`devloper` finds Developer), corrected to a word that occurs in some job.',
          '`location` and `jobType` are case-insensitive equality; `experience` and `salary` take band values (see the facets), `companyId` company ids.',
          '`sort`: `relevance` (the default with a keyword: jobs matching without a typo correction first, then the title counts above the requirements,',
          `above the description, above the location; the newest ${DEFAULT_TUNING.relevanceWindow} matches (${defaultTuning('sqlite').relevanceWindow} on SQLite) are ranked, older ones follow newest first),`,
          '`newest` (the default without a keyword), or `salary`, highest first, then newest.',
          '`limit` defaults to 50, at most 100; follow `nextCursor` for the next page, with the same other parameters.',
          `\`total\` is exact up to ${EXACT_TOTAL_LIMIT.toLocaleString('en')}; above it, it may be an estimate from a fixed sample of jobs (1 in 64, 256 or 1,024; then \`totalIsEstimate\` is true).`,
          '`facets=1` adds, per facet, its values with counts over the current search with that facet\'s own filter left out: bands always all, in order;',
          'locations, job types and companies with most matches (at most 15) plus every chosen value, even at 0.',
          'Counts are estimates when totalIsEstimate, and a facet whose own count set (the search without its filter) is above the exact limit may be too; chosen values are exact whenever total is.',
        ].join(' '),
        querystring: JobSearchQuerySchema,
        response: { 200: JobListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const sort = effectiveSort(query.sort, query.keyword);
      const search: SearchRequest = {
        filters: {
          openOn: todayIso(),
          keywords: query.keyword,
          location: query.location,
          jobType: query.jobType,
          experience: query.experience,
          salary: query.salary,
          companyId: query.companyId.map(Number),
          salaryMin: query.salaryMin,
          salaryMax: query.salaryMax,
          experienceMax: query.experienceMax,
        },
        sort,
        facets: query.facets,
        limit: query.limit,
        cursor: query.cursor ? decodeCursor(query.cursor, sort) : null,
      };
      if (!request.viewer) return sendJson(reply, await jobReads.anonymousSearchAnswer(search));
      const [page, matchFor] = await Promise.all([jobReads.search(search, request.viewer.id), matches.forViewer(request.viewer)]);
      return toSearchAnswer({ ...page, jobs: page.jobs.map(matchFor) });
    },
  );

  routes.get(
    '/similar/:id',
    {
      onRequest: app.guards.optionalUser,
      schema: {
        tags: ['job'],
        summary: 'Jobs like this one (public)',
        description:
          'Open jobs other than this one that share words of its title or its skills (requirements): those in the same location first, then the closest, then the newest. `limit` defaults to 6, at most 20. 404 for an unknown job; a closed job still has similar open ones.',
        params,
        querystring: SimilarJobsQuerySchema,
        response: { 200: SimilarJobsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, 'Job');
      const [jobs, matchFor] = await Promise.all([
        jobReads.similarTo(id, request.query.limit, todayIso(), request.viewer?.id ?? null),
        matches.forViewer(request.viewer),
      ]);
      if (!jobs) throw notFound('Job not found.');
      return { success: true as const, jobs: jobs.map(matchFor) };
    },
  );

  routes.get(
    '/get/:id',
    {
      onRequest: app.guards.optionalUser,
      schema: { tags: ['job'], summary: 'One job (public)', params, response: { 200: JobResponseSchema, ...errorResponses(404) } },
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'Job');
      if (!request.viewer) return sendJson(reply, await jobReads.anonymousJobAnswer(id));
      const [[job], matchFor, responsiveness] = await Promise.all([
        jobReads.byIds([id], request.viewer.id),
        matches.forViewer(request.viewer),
        jobReads.responsivenessOf(id),
      ]);
      if (!job) throw notFound('Job not found.');
      return { success: true as const, job: matchFor(await service.asSeenBy(request.viewer.id, job)), responsiveness };
    },
  );

  routes.get(
    '/recommended',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags: ['job'],
        summary: 'Jobs for the logged-in student',
        description:
          'Open jobs the student has not applied to, ranked by skill match (`match.score`), then by how many of their preferences (profile.preferences) a job meets, then newest; a job matching no skill and no preference is left out. Each has `reasons`. `limit` defaults to 6, at most 50.',
        querystring: RecommendedJobsQuerySchema,
        response: { 200: RecommendedJobsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendJson(reply, await recommended.answer(viewerOf(request).id, request.query.limit, todayIso())),
  );

  routes.get(
    '/getadminjobs',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['job'],
        summary: "The recruiter's own jobs, newest first",
        response: { 200: AdminJobsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      return { success: true as const, jobs: await service.listOwn(viewerOf(request).id) };
    },
  );

  routes.post(
    '/post',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['job'],
        summary: 'Post a job for one of the recruiter’s companies',
        body: JobPostBodySchema,
        response: { 201: JobMutationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const job = await service.post(viewerOf(request).id, request.body);
      return reply.status(201).send({ success: true, message: 'New job created successfully.', job });
    },
  );

  routes.put(
    '/update/:id',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['job'],
        summary: 'Update a job (its poster only)',
        description: 'Every field of job/post is optional; a job may only be moved to a company the recruiter owns.',
        params,
        body: JobUpdateBodySchema,
        response: { 200: JobMutationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const job = await service.update(viewerOf(request).id, parseId(request.params.id, 'Job'), request.body);
      return { success: true as const, message: 'Job updated successfully.', job };
    },
  );
}
