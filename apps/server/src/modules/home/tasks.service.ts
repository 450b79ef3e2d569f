import { TASK_GOALS, type Task, type TaskKey, type TaskList } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { getMyShowroomState } from '../company/company.service.js';
import { observeCompletions, taskFacts } from './tasks.repository.js';

/** The getting-started tasks, each read from the company's data: done is never ticked by hand. */
export async function listMyTasks(ctx: AppContext, caller: SupplierCaller): Promise<TaskList> {
  const [state, facts] = await Promise.all([
    getMyShowroomState(ctx, caller),
    taskFacts(ctx.db, caller.supplierId, TASK_GOALS.addProducts),
  ]);
  const profileMissing = state.missing.filter((item) => item !== 'exhibits');
  const observed = {
    completeProfile: profileMissing.length === 0,
    uploadPictures: facts.hasLogo && facts.images >= TASK_GOALS.companyImages,
    displayProducts: state.exhibits >= TASK_GOALS.displayProducts,
  };
  const seenDone = await observeCompletions(ctx.db, caller.supplierId, observed);
  const observedTask = (key: keyof typeof observed, progress: Task['progress'] = null): Task => ({
    key,
    done: observed[key],
    doneAt: seenDone.get(key)?.toISOString() ?? null,
    progress,
  });
  const datedTask = (key: TaskKey, doneAt: Date | null, progress: Task['progress'] = null): Task => ({
    key,
    done: doneAt !== null,
    doneAt: doneAt?.toISOString() ?? null,
    progress,
  });
  const tasks: Task[] = [
    observedTask('completeProfile'),
    observedTask('uploadPictures', {
      current: Math.min(facts.images, TASK_GOALS.companyImages) + (facts.hasLogo ? 1 : 0),
      goal: TASK_GOALS.companyImages + 1,
    }),
    observedTask('displayProducts', {
      current: Math.min(state.exhibits, TASK_GOALS.displayProducts),
      goal: TASK_GOALS.displayProducts,
    }),
    datedTask('addProducts', facts.productsDoneAt, {
      current: Math.min(facts.products, TASK_GOALS.addProducts),
      goal: TASK_GOALS.addProducts,
    }),
    datedTask('quoteProduct', facts.quotedAt),
    datedTask('contactBuyer', facts.contactedAt),
    datedTask('replyBuyer', facts.repliedAt),
    datedTask('uploadLicence', facts.licenceAt),
  ];
  return { tasks, done: tasks.filter((task) => task.done).length, total: tasks.length };
}
