"""A training-like loop that succeeds: a small transformer encoder, many small kernels a step.

Prints one line `TRAIN_LOOP {json}` with its own timing of the steps (after warm-up, synchronised), so
that the cost of CUDA_LAUNCH_BLOCKING=1 is measured on the loop itself, without interpreter start-up.
"""
import json
import sys
import time

import torch

steps = int(sys.argv[1]) if len(sys.argv) > 1 else 200
torch.manual_seed(0)
device = "cuda" if torch.cuda.is_available() else "cpu"
layer = torch.nn.TransformerEncoderLayer(d_model=256, nhead=8, dim_feedforward=1024, batch_first=True)
model = torch.nn.Sequential(torch.nn.TransformerEncoder(layer, num_layers=4), torch.nn.Linear(256, 16)).to(device)
optimiser = torch.optim.AdamW(model.parameters(), lr=1e-3)
batch = torch.randn(32, 64, 256, device=device)
target = torch.randint(0, 16, (32, 64), device=device)


def step():
    optimiser.zero_grad(set_to_none=True)
    loss = torch.nn.functional.cross_entropy(model(batch).reshape(-1, 16), target.reshape(-1))
    loss.backward()
    optimiser.step()
    return loss


for _ in range(min(10, steps)):  # warm-up: allocator, cuBLAS handles, autotuning
    step()
if device == "cuda":
    torch.cuda.synchronize()
start = time.perf_counter()
for _ in range(steps):
    loss = step()
if device == "cuda":
    torch.cuda.synchronize()
seconds = time.perf_counter() - start
print("TRAIN_LOOP " + json.dumps({"device": device, "steps": steps, "seconds": round(seconds, 4),
                                  "step_ms": round(1000 * seconds / steps, 4), "loss": round(loss.item(), 4)}))
