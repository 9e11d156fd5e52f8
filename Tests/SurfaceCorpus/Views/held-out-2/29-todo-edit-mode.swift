import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

struct TodoListView: View {
    @State private var todos = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Call the dentist"),
        TodoItem(title: "Water the plants", done: true),
    ]
    @State private var editMode = EditMode.inactive
    @State private var newTitle = ""

    var body: some View {
        NavigationView {
            List {
                HStack {
                    TextField("New task", text: $newTitle)
                    Button(action: add) {
                        Image(systemName: "plus.circle.fill")
                    }
                    .disabled(newTitle.isEmpty)
                }

                ForEach(todos) { todo in
                    HStack {
                        Image(systemName: todo.done ? "checkmark.circle.fill" : "circle")
                            .foregroundColor(todo.done ? .green : .gray)
                            .onTapGesture {
                                toggle(todo)
                            }
                        Text(todo.title)
                            .strikethrough(todo.done)
                    }
                }
                .onDelete { offsets in
                    todos.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    todos.move(fromOffsets: source, toOffset: destination)
                }
            }
            .navigationBarTitle("Todos", displayMode: .inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Text("\(todos.filter(\.done).count) done")
                }
            }
            .environment(\.editMode, $editMode)
        }
    }

    func add() {
        todos.append(TodoItem(title: newTitle))
        newTitle = ""
    }

    func toggle(_ todo: TodoItem) {
        if let index = todos.firstIndex(where: { $0.id == todo.id }) {
            todos[index].done.toggle()
        }
    }
}
