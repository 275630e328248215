/* sled_chain.h -- a train of N Chaplygin sleds in the plane, one
   nonholonomic constraint (a knife edge) per body, neighbours coupled by
   springs: the scalable nonholonomic problem of the sparse Newton path
   (issue 27; theory/library.md, "The sparse Newton path").  Written by
   hand, like the chain of chain.h: N sizes every array.

   Unknowns q = (x_1, y_1, theta_1, ..., x_N, y_N, theta_N), n = 3N: body i's
   centre of mass (x_i, y_i) and heading theta_i; mass matrix diag(m, m, J)
   per body.  Body i rests on a blade at distance `offset` b behind its
   centre, along its heading e_i = (cos theta_i, sin theta_i); the blade's
   point may not slip sideways, m_k = N constraints
     k_i = -sin theta_i x_i' + cos theta_i y_i' - b theta_i' = 0
   (b = 0: the blade under the centre, a knife edge).  Linear springs of
   stiffness k and rest length L join the centres of neighbours, and the
   first body to a fixed anchor at the origin; torsional springs of
   stiffness kt join neighbouring headings.  The force is
   f = f_app - k_z^T psi; no holonomic constraint; index 2.  The energy
   (kinetic plus the springs') is conserved: the constraints are ideal,
   homogeneous in the velocities and free of t.

   The start: the centres on the x axis at the springs' rest length
   ((i L, 0), i = 1..N, the anchor at the origin), the headings in a zigzag
   theta_i = (-1)^(i-1) theta0, each sled moving along its heading at speed
   v, not turning; the torsional springs, wound by 2 theta0, turn the sleds,
   the blades steer them apart and the springs pull them back.  Its
   acceleration and multipliers solve one 4 x 4 system per body (M a +
   k_z^T psi = f_app, k_z a + k_y z = 0; computed here, so that a large N
   needs no dense start).  Every Jacobian block is given both dense and
   sparse (gp_problem.sparse), the dense ones scattered from the same
   entries. */
#ifndef GP_SLED_CHAIN_H
#define GP_SLED_CHAIN_H
#include "galpha.h"
#include "problems.h"

typedef struct
{
  double N;          /* bodies (an integer >= 1) */
  double mass;       /* of each body */
  double inertia;    /* of each body about its centre */
  double offset;     /* b: the blade's distance behind the centre */
  double stiffness;  /* k of the linear springs */
  double length;     /* L: their rest length */
  double torsion;    /* kt of the torsional springs between headings */
  double theta0;     /* the start's zigzag of headings */
  double speed;      /* the start's speed along each heading */
} gp_sled_chain_params;

/* the defaults: mass 1, inertia 0.1, offset 0.2, stiffness 10, length 1,
   torsion 1, theta0 0.3, speed 1 */
void gp_sled_chain_default_params (gp_sled_chain_params *p);

/* The sled chain with parameters p (NULL: the defaults with N bodies), its
   arrays and patterns allocated: NULL with why filled for N not an integer
   in [1, 1e6], a mass, inertia, stiffness or length not positive and
   finite, a torsion not finite and >= 0, an offset, theta0 or speed not
   finite, or no memory.  Free with gp_sled_chain_free. */
gp_problem *gp_sled_chain_alloc (size_t N, const gp_sled_chain_params *p, char *why,
                                 size_t len);
void gp_sled_chain_free (gp_problem *P);

/* The family (galpha --problem sled-chain --param N=100; problems.h). */
extern const gp_param_table gp_sled_chain_param_table;
extern const gp_problem_family gp_sled_chain_family;

#endif
